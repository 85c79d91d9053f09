/**
 * The journal (issue 44, DESIGN §3): every line posted, newest first — its posting day, loan,
 * event, account (code and name), debit and credit — filtered by a range of days, an account, an
 * event and a loan ID; the last row holds the rupiah totals of every line the filter matches (not
 * only this page's), equal when the filter takes whole entries. "Download xlsx" saves every
 * matching line with the same filters.
 */
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../components/ExportButton';
import { FilterBar, ListPage, useCursorList, useUrlFilters, type FilterField } from '../../../components/list';
import { dateRangeField } from '../../../components/list/DateRangeFilter';
import { loanDetailPath } from '../../../entities/loan/paths';
import { useSession } from '../../../entities/session/ClientRecord';
import { formatRupiah } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { EVENTS, JOURNAL_PATH, accountingKeys, fetchJournal, useChart, type JournalLine, type JournalPage } from '../api';
import { sideAmount } from '../books';
import { journalFilters as spec, journalToSearch, type JournalFilterKey } from '../query';

const nowrap = { whiteSpace: 'nowrap' } as const;
const none = <Typography.Text type="secondary">—</Typography.Text>;

/** A rupiah amount, or a dash for the side a line does not post to. */
function Money({ amount, testId }: { amount: number; testId?: string }) {
  const value = sideAmount(amount);
  return value === null ? none : <span style={nowrap} data-testid={testId}>{formatRupiah(value)}</span>;
}

/** The loan ID as a link to its detail, for staff who may open it. */
function LoanLink({ loanId }: { loanId: string | null | undefined }) {
  const { me } = useSession();
  if (!loanId) return none;
  return me.areas.includes('borrower/detail') ? <Link to={loanDetailPath(loanId)}>{loanId}</Link> : <>{loanId}</>;
}

function useFilterFields(): FilterField<JournalFilterKey>[] {
  const { t } = useTranslation('accounting');
  const chart = useChart();
  return [
    dateRangeField({ keys: ['from', 'to'], label: t('journal.filters.dates'), placeholder: [t('journal.filters.from'), t('journal.filters.to')], testId: 'filter-dates' }),
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

export function JournalTab() {
  const { t } = useTranslation('accounting');
  const [filters, update] = useUrlFilters(spec.fromSearch, journalToSearch);
  const list = useCursorList<JournalLine>({
    queryKey: accountingKeys.journal(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchJournal(spec.query(filters, cursor), signal),
  });
  const page = list.query.data as JournalPage | undefined;
  const filterFields = useFilterFields();

  const columns: TableColumnsType<JournalLine> = [
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
          <Typography.Text code>{row.account_code}</Typography.Text> {row.account_name}
        </span>
      ),
    },
    { key: 'debit', title: t('journal.columns.debit'), align: 'right', render: (_, row) => <Money amount={row.debit} testId="journal-debit" /> },
    { key: 'credit', title: t('journal.columns.credit'), align: 'right', render: (_, row) => <Money amount={row.credit} testId="journal-credit" /> },
  ];

  return (
    <ListPage<JournalLine>
      actions={
        <ExportButton
          path={JOURNAL_PATH}
          params={spec.query(filters, undefined, null)}
          filename="journal.xlsx"
          label={t('journal.download')}
          testId="journal-download"
        />
      }
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
      summary={() =>
        page && page.total > 0 ? (
          <Table.Summary.Row data-testid="journal-totals">
            <Table.Summary.Cell index={0} colSpan={4}>
              <Typography.Text strong>{t('journal.totals')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <Typography.Text strong style={nowrap} data-testid="journal-total-debit">
                {formatRupiah(page.total_debit)}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <Typography.Text strong style={nowrap} data-testid="journal-total-credit">
                {formatRupiah(page.total_credit)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : undefined
      }
    />
  );
}
