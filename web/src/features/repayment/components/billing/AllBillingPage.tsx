/**
 * `/app/repayment/all-billing` (issue 10): every installment, nearest due date first (issue 45
 * item 3), with the totals in rupiah over the whole filter; counts; search and filters (due date range, status, lender, program, bucket);
 * "record payment" on rows that allow it; the same list as xlsx.
 */
import { useState } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/ExportButton';
import { FilterBar, ListPage, namedOptions, useCursorList, useUrlFilters, type CursorPage, type FilterField, type FilterKey } from '../../../../components/list';
import { LoanStatusTag, useStatusText } from '../../../../entities/loan/StatusTag';
import { usePrograms } from '../../../../entities/reference/api';
import { formatRupiah } from '../../../../lib/format';
import { INSTALLMENT_STATUSES, LIST_PATHS, fetchAllBilling, repaymentKeys, type AllBillingPage as Page, type BillingRow } from '../../api';
import { allBillingFilters as spec } from '../../query';
import { useBucketFilter, useLenderFilter } from '../filters';
import { RecordPaymentDialog } from '../dialogs';
import type { PaymentTarget } from '../RecordPaymentModal';
import { useBillingColumns } from './columns';
import { useDueRangeFilter } from './dueRangeFilter';
import { RepaymentCounts } from './RepaymentCounts';

function Totals({ totals, loading }: { totals: Page['totals'] | undefined; loading: boolean }) {
  const { t } = useTranslation('repayment');
  const entries = [
    { key: 'amount_due', label: t('totals.amount_due'), value: totals?.amount_due },
    { key: 'amount_paid', label: t('totals.amount_paid'), value: totals?.amount_paid },
    { key: 'outstanding', label: t('totals.outstanding'), value: totals?.outstanding },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {entries.map((e) => (
        <Col key={e.key} xs={24} md={8}>
          <Card size="small" data-testid={`total-${e.key}`}>
            <Statistic title={e.label} value={e.value ?? 0} loading={loading} formatter={(v) => formatRupiah(Number(v))} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The totals the all-billing answer adds to its page. */
function totalsOf(page: CursorPage<BillingRow> | undefined): Page['totals'] {
  return page && 'totals' in page ? (page.totals as Page['totals']) : undefined;
}

export function AllBillingPage() {
  const { t } = useTranslation('repayment');
  const status = useStatusText();
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: repaymentKeys.list('all-billing', spec.query(filters)),
    fetchPage: (cursor, signal) => fetchAllBilling(spec.query(filters, cursor), signal),
  });
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const columns = useBillingColumns(setPaying, true);
  const totals = totalsOf(list.query.data);
  const programs = usePrograms();
  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    useDueRangeFilter(),
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: INSTALLMENT_STATUSES.map((s) => ({ value: s, label: status('installment', s) })),
      renderValue: (value) => <LoanStatusTag kind="installment" status={value} />,
      width: 140,
      testId: 'filter-status',
    },
    useLenderFilter(),
    { kind: 'select', key: 'program_id', label: t('filters.program'), ...namedOptions(programs), width: 180, testId: 'filter-program' },
    useBucketFilter(),
  ];

  return (
    <>
      <ListPage<BillingRow>
        title={t('nav:repayment.all-billing')}
        actions={<ExportButton path={LIST_PATHS['all-billing']} params={spec.query(filters, undefined, null)} filename="all-billing.xlsx" />}
        counts={
          <>
            <RepaymentCounts />
            <Totals totals={totals} loading={list.query.isPending} />
          </>
        }
        list={list}
        columns={columns}
        rowKey="installment_id"
        tableTestId="all-billing-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'all-billing-search' }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('all_billing.empty')}
        totalText={(count) => t('total_installments', { count })}
      />
      <RecordPaymentDialog open={paying !== null} target={paying} onClose={() => setPaying(null)} />
    </>
  );
}
