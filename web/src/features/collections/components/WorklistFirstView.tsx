/**
 * The collector's worklist's first view on a first load (src/app/FirstView.tsx; issue 46, item 4):
 * its heading and first page drawn from what the prefetch requested, with the worklist's own
 * columns and filters' widths, while the shell and `CollectionsPage` load.
 */
import { useTranslation } from 'react-i18next';
import { ListFirstView, withAppQueries } from '../../../components/list/ListFirstView';
import { useCursorList } from '../../../components/list/useCursorList';
import type { WorkItem } from '../api';
import { worklistPages } from '../listPages';
import { worklistFilters } from '../query';
import { RowButtons, WORKLIST_SEARCH_WIDTH, useWorklistColumns, useWorklistFilterFields } from './worklist';

function WorklistRows() {
  const { t } = useTranslation('collections');
  const list = useCursorList(worklistPages(worklistFilters.fromSearch(new URLSearchParams(location.search))));
  const fields = useWorklistFilterFields();
  const columns = useWorklistColumns({ actions: (row) => <RowButtons loanId={row.loan_id} /> });
  return (
    <ListFirstView<WorkItem>
      title={t('nav:repayment.collections')}
      columns={columns}
      rows={list.query.data ? list.rows : undefined}
      rowKey="loan_id"
      selectable
      toolbar={{ search: WORKLIST_SEARCH_WIDTH, fields, sort: false }}
    />
  );
}

export const WorklistFirstView = withAppQueries(WorklistRows);
