/**
 * The active-borrower list's first view on a first load (src/app/FirstView.tsx; issue 46, item 4):
 * its heading, counts and first page drawn from what the prefetch requested, with the list's own
 * columns, filters' widths and counts, while the shell and `ActiveBorrowersPage` load.
 */
import { useTranslation } from 'react-i18next';
import { ListFirstView, withAppQueries } from '../../../components/list/ListFirstView';
import { useCursorList } from '../../../components/list/useCursorList';
import { RowMenuButton } from '../../../components/RowMenuButton';
import type { ActiveBorrowerRow } from '../api';
import { activePages } from '../listPages';
import { activeFilters } from '../query';
import { ActiveCounts, useActiveColumns, useActiveFilterFields } from './activeList';

function ActiveRows() {
  const { t } = useTranslation('repayment');
  const list = useCursorList(activePages(activeFilters.fromSearch(new URLSearchParams(location.search))));
  const fields = useActiveFilterFields();
  const columns = useActiveColumns({ actions: (row) => <RowMenuButton loanId={row.loan_id} /> });
  return (
    <ListFirstView<ActiveBorrowerRow>
      title={t('nav:borrower.active')}
      counts={<ActiveCounts />}
      columns={columns}
      rows={list.query.data ? list.rows : undefined}
      rowKey="loan_id"
      toolbar={{ search: true, fields, sort: true }}
    />
  );
}

export const ActiveListFirstView = withAppQueries(ActiveRows);
