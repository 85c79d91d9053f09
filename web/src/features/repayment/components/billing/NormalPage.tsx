/**
 * `/app/repayment/normal` (issue 10): unpaid installments due today or later of loans paying on
 * time, soonest first; counts (due today, late per bucket); search, due date range and lender;
 * "record payment" on rows that allow it; the same list as xlsx.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/ExportButton';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../../components/list';
import { LIST_PATHS, fetchNormal, repaymentKeys, type BillingRow } from '../../api';
import { normalFilters as spec } from '../../query';
import { RecordPaymentDialog } from '../dialogs';
import type { PaymentTarget } from '../RecordPaymentModal';
import { useLenderFilter } from '../filters';
import { useBillingColumns } from './columns';
import { useDueRangeFilter } from './dueRangeFilter';
import { RepaymentCounts } from './RepaymentCounts';

export function NormalPage() {
  const { t } = useTranslation('repayment');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: repaymentKeys.list('normal', spec.query(filters)),
    fetchPage: (cursor, signal) => fetchNormal(spec.query(filters, cursor), signal),
  });
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const columns = useBillingColumns(setPaying, false);
  const filterFields = [useDueRangeFilter(), useLenderFilter()];

  return (
    <>
      <ListPage<BillingRow>
        title={t('nav:repayment.normal')}
        actions={<ExportButton path={LIST_PATHS.normal} params={spec.query(filters, undefined, null)} filename="normal-repayments.xlsx" />}
        counts={<RepaymentCounts />}
        list={list}
        columns={columns}
        rowKey="installment_id"
        tableTestId="normal-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'normal-search' }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('normal.empty')}
        totalText={(count) => t('total_installments', { count })}
      />
      <RecordPaymentDialog open={paying !== null} target={paying} onClose={() => setPaying(null)} />
    </>
  );
}
