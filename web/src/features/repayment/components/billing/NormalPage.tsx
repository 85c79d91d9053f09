/**
 * `/app/repayment/normal` (issue 10): unpaid installments due today or later of loans paying on
 * time, soonest first; counts (due today, late per bucket); search, due date range and lender;
 * "record payment" on rows that allow it; the same list as xlsx. It opens on the week's window
 * (issue 45 item 3: due today to seven days ahead, Jakarta dates), shown in the due date filter,
 * not on every future installment; a range picked by hand replaces it.
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
import { dueWindow, useDueRangeFilter } from './dueRangeFilter';
import { RepaymentCounts } from './RepaymentCounts';

export function NormalPage() {
  const { t } = useTranslation('repayment');
  const [stored, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  // No range in the URL: the week's window, shown in the filter and sent as it stands.
  const filters = stored.due_from || stored.due_to ? stored : { ...stored, ...dueWindow() };
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
        filtered={spec.isFiltered(stored)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('normal.empty')}
        totalText={(count) => t('total_installments', { count })}
      />
      <RecordPaymentDialog open={paying !== null} target={paying} onClose={() => setPaying(null)} />
    </>
  );
}
