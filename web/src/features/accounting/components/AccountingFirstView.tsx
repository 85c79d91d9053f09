/**
 * The books' first view on a first load (src/app/FirstView.tsx; issue 46, item 4): the heading,
 * the introduction, the tabs and the journal's first page with its totals, drawn from what the
 * prefetch requested with the tab's own columns, controls' widths and totals, while the shell and
 * `AccountingPage` load. Only the journal's tab has one (the prefetch asks nothing else).
 */
import { useTranslation } from 'react-i18next';
import { FirstViewFrame, ListLook, withAppQueries } from '../../../components/list/ListFirstView';
import { useCursorList } from '../../../components/list/useCursorList';
import { PageHeading } from '../../../components/PageHeading';
import { TabsLook } from '../../../components/TabsLook';
import { Paragraph } from '../../../components/Prose';
import type { JournalLine, JournalPage } from '../api';
import { accountingTab, journalFilters, journalPages } from '../query';
import { JournalDownload, useJournalColumns, useJournalFilterFields, useJournalTotals } from './journalList';

/** The date range's place in the toolbar (its box is drawn empty). */
function NoPicker() {
  return null;
}

function Journal() {
  const { t } = useTranslation('accounting');
  const filters = journalFilters.fromSearch(new URLSearchParams(location.search));
  const list = useCursorList<JournalLine>(journalPages(filters));
  const fields = useJournalFilterFields(NoPicker);
  const columns = useJournalColumns();
  const totals = useJournalTotals(list.query.data as JournalPage | undefined);
  return (
    <FirstViewFrame>
      {list.query.data && (
        <>
          <PageHeading>{t('nav:accounting')}</PageHeading>
          <Paragraph type="secondary">{t('intro')}</Paragraph>
          <TabsLook labels={[t('tabs.journal'), t('tabs.trial_balance')]}>
            <ListLook<JournalLine>
              actions={<JournalDownload filters={filters} />}
              columns={columns}
              rows={list.rows}
              rowKey="line_id"
              toolbar={{ search: false, fields, sort: true }}
              summary={totals}
            />
          </TabsLook>
        </>
      )}
    </FirstViewFrame>
  );
}

/** The journal's view when the page opens on its tab (the default); nothing on the trial balance's. */
function Books() {
  return accountingTab(new URLSearchParams(location.search)) === 'journal' ? <Journal /> : null;
}

export const AccountingFirstView = withAppQueries(Books);
