/**
 * The journal (issue 44, DESIGN §3): every line posted, newest first — its posting day, loan,
 * event, account (code and name), debit and credit — filtered by a range of days, an account, an
 * event and a loan ID; the last row holds the rupiah totals of every line the filter matches (not
 * only this page's), equal when the filter takes whole entries. "Download xlsx" saves every
 * matching line with the same filters. Its columns, controls and totals are `journalList`'s,
 * shared with its first view.
 */
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter';
import type { JournalLine, JournalPage } from '../api';
import { journalFilters as spec, journalPages, journalToSearch } from '../query';
import { JournalDownload, useJournalColumns, useJournalFilterFields, useJournalTotals } from './journalList';

export function JournalTab() {
  const { t } = useTranslation('accounting');
  const [filters, update] = useUrlFilters(spec.fromSearch, journalToSearch);
  const list = useCursorList<JournalLine>(journalPages(filters));
  const filterFields = useJournalFilterFields(DateRangeFilter);
  const columns = useJournalColumns();
  const totals = useJournalTotals(list.query.data as JournalPage | undefined);

  return (
    <ListPage<JournalLine>
      actions={<JournalDownload filters={filters} />}
      list={list}
      columns={columns}
      rowKey="line_id"
      tableTestId="journal-table"
      filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
      sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
      filtered={spec.isFiltered(filters)}
      onClearFilters={() => update(spec.cleared)}
      emptyText={t('journal.empty')}
      totalText={(count) => t('journal.total', { count })}
      summary={totals}
    />
  );
}
