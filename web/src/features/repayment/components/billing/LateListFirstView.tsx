/**
 * The late list's first view on a first load (src/app/FirstView.tsx; issue 46, item 4): its
 * heading, counts and first page drawn from what the prefetch requested, with the list's own
 * columns, filters' widths and counts, while the shell and `LatePage` load.
 */
import { useTranslation } from 'react-i18next';
import { ListFirstView, withAppQueries } from '../../../../components/list/ListFirstView';
import { useCursorList } from '../../../../components/list/useCursorList';
import { RowMenuButton } from '../../../../components/RowMenuButton';
import { allowsAction } from '../../../../entities/loan/api';
import type { LateRow } from '../../api';
import { latePages } from '../../listPages';
import { lateFilters } from '../../query';
import { LateExport, useLateColumns, useLateFilterFields } from './lateList';
import { RepaymentCounts } from './RepaymentCounts';

function LateRows() {
  const { t } = useTranslation('repayment');
  const filters = lateFilters.fromSearch(new URLSearchParams(location.search));
  const list = useCursorList(latePages(filters));
  const fields = useLateFilterFields();
  const columns = useLateColumns({
    actions: (row) => (allowsAction(row, 'record_payment') ? <RowMenuButton loanId={row.loan_id} /> : null),
  });
  return (
    <ListFirstView<LateRow>
      title={t('nav:repayment.late')}
      actions={<LateExport filters={filters} />}
      counts={<RepaymentCounts />}
      columns={columns}
      rows={list.query.data ? list.rows : undefined}
      rowKey="loan_id"
      toolbar={{ search: true, fields, sort: false }}
    />
  );
}

export const LateListFirstView = withAppQueries(LateRows);
