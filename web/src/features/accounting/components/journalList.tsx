/**
 * What the journal tab and its first view (src/app/FirstView.tsx) draw alike: the columns, the
 * filter controls, the totals row and the download. Light on purpose: nothing of antd's Table,
 * Select, DatePicker or Typography, so a first load draws the lines before the screen's code is in.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/ExportButton';
import type { ListColumns } from '../../../components/list/fitColumns';
import type { DateRangeFilterProps, FilterField } from '../../../components/list/filterFields';
import type { ListSummary } from '../../../components/list/summary';
import { Code } from '../../../components/Prose';
import { Text } from '../../../components/Texts';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { formatRupiah } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { EVENTS, JOURNAL_PATH, useChart, type JournalLine, type JournalPage } from '../api';
import { sideAmount } from '../books';
import { journalFilters, type JournalFilterKey, type JournalFilters } from '../query';

const nowrap = { whiteSpace: 'nowrap' } as const;
const none = <Text type="secondary">—</Text>;

/** A rupiah amount, or a dash for the side a line does not post to. */
function Money({ amount, testId }: { amount: number; testId?: string }) {
  const value = sideAmount(amount);
  return value === null ? none : <span style={nowrap} data-testid={testId}>{formatRupiah(value)}</span>;
}

/** The page's action: every matching line with the same filters as xlsx. */
export function JournalDownload({ filters }: { filters: JournalFilters }) {
  const { t } = useTranslation('accounting');
  return (
    <ExportButton
      path={JOURNAL_PATH}
      params={journalFilters.query(filters, undefined, null)}
      filename="journal.xlsx"
      label={t('journal.download')}
      testId="journal-download"
    />
  );
}

/**
 * The filter controls: the posting days (drawn by `datePicker`: the tab's is antd's range picker,
 * which a first view, holding only the control's place, does without), the account, the event
 * and the loan ID.
 */
export function useJournalFilterFields(datePicker: ComponentType<DateRangeFilterProps>): FilterField<JournalFilterKey>[] {
  const { t } = useTranslation('accounting');
  const chart = useChart();
  return [
    {
      kind: 'dateRange',
      keys: ['from', 'to'],
      label: t('journal.filters.dates'),
      placeholder: [t('journal.filters.from'), t('journal.filters.to')],
      picker: datePicker,
      testId: 'filter-dates',
    },
    {
      kind: 'select',
      key: 'account',
      label: t('journal.filters.account'),
      options: (chart.data ?? []).map((a) => ({ value: a.account, label: `${a.code} · ${a.name}` })),
      loading: chart.isPending,
      searchable: true,
      width: 220,
      testId: 'filter-account',
    },
    {
      kind: 'select',
      key: 'event',
      label: t('journal.filters.event'),
      options: EVENTS.map((e) => ({ value: e, label: t(`event.${e}`) })),
      testId: 'filter-event',
    },
    {
      kind: 'search',
      key: 'loan_id',
      label: t('journal.filters.loan_id'),
      normalize: (text) => text.trim().toUpperCase() || undefined,
      width: 200,
      testId: 'filter-loan-id',
    },
  ];
}

/** The columns: posting day, loan ID (a link for staff who may open the loan), event, account, debit, credit. */
export function useJournalColumns(): ListColumns<JournalLine> {
  const { t } = useTranslation('accounting');
  return [
    { key: 'posted_on', title: t('journal.columns.posted_on'), render: (_, row) => <span style={nowrap}>{formatJakartaDate(row.posted_on)}</span> },
    { key: 'loan', title: t('journal.columns.loan'), render: (_, row) => <LoanLink loanId={row.loan_id} /> },
    {
      key: 'event',
      title: t('journal.columns.event'),
      render: (_, row) => (
        <span data-testid="journal-event" data-event={row.event}>
          {row.event_name}
        </span>
      ),
    },
    {
      key: 'account',
      title: t('journal.columns.account'),
      render: (_, row) => (
        <span style={nowrap} data-testid="journal-account" data-account={row.account}>
          <Code>{row.account_code}</Code> {row.account_name}
        </span>
      ),
    },
    { key: 'debit', title: t('journal.columns.debit'), align: 'right', render: (_, row) => <Money amount={row.debit} testId="journal-debit" /> },
    { key: 'credit', title: t('journal.columns.credit'), align: 'right', render: (_, row) => <Money amount={row.credit} testId="journal-credit" /> },
  ];
}

/** The last row: the rupiah totals of every line the filter matches (not only this page's); none while nothing matches. */
export function useJournalTotals(page: JournalPage | undefined): ListSummary | undefined {
  const { t } = useTranslation('accounting');
  if (!page || page.total === 0) return undefined;
  return {
    testId: 'journal-totals',
    cells: [
      { colSpan: 4, content: <Text strong>{t('journal.totals')}</Text> },
      {
        align: 'right',
        content: (
          <Text strong style={nowrap} data-testid="journal-total-debit">
            {formatRupiah(page.total_debit)}
          </Text>
        ),
      },
      {
        align: 'right',
        content: (
          <Text strong style={nowrap} data-testid="journal-total-credit">
            {formatRupiah(page.total_credit)}
          </Text>
        ),
      },
    ],
  };
}
