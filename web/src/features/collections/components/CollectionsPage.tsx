/**
 * `/app/repayment/collections` (issue 43 items 2 and 3): the collector's worklist of late loans,
 * broken promises first, then what is due today, then the most overdue (the server's order). Each
 * row shows the borrower, DPD and bucket, what to collect (overdue plus late fees), the collector,
 * the last contact, the latest promise to pay and the next action; "Record contact" (with a
 * promise when the borrower promised) and the loan's collection history from the row; selected
 * rows are assigned to a collector or unassigned. Filters: collector, bucket, promise status,
 * "due today" and the search.
 */
import { Suspense, lazy, useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import { notifyActionError } from '../../../lib/actionErrors';
import { toastSuccess } from '../../../lib/notify';
import { assignCollector, useCollectionsMutation, type WorkItem } from '../api';
import { worklistPages } from '../listPages';
import { worklistFilters as spec } from '../query';
import { RowButtons, WORKLIST_SEARCH_WIDTH, useWorklistColumns, useWorklistFilterFields } from './worklist';

// The dialogs and the drawer load when first opened (forms, date pickers, the timeline).
const RecordContactModal = lazy(() => import('./RecordContactModal').then((m) => ({ default: m.RecordContactModal })));
const AssignCollectorModal = lazy(() => import('./AssignCollectorModal').then((m) => ({ default: m.AssignCollectorModal })));
const HistoryDrawer = lazy(() => import('./HistoryDrawer').then((m) => ({ default: m.HistoryDrawer })));

export function CollectionsPage() {
  const { t } = useTranslation('collections');
  const { modal } = App.useApp();
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList(worklistPages(filters));
  const filterFields = useWorklistFilterFields();
  const [selected, setSelected] = useState<string[]>([]);
  const [contactOf, setContactOf] = useState<WorkItem | null>(null);
  const [historyOf, setHistoryOf] = useState<WorkItem | null>(null);
  const [assigning, setAssigning] = useState<string[] | null>(null);
  const unassign = useCollectionsMutation((loanIds: string[]) => assignCollector(loanIds, null));

  function confirmUnassign() {
    const loanIds = [...selected];
    modal.confirm({
      title: t('assign.unassign_confirm', { count: loanIds.length }),
      content: t('assign.unassign_content'),
      okText: t('assign.unassign_ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const answer = await unassign.mutateAsync(loanIds);
          toastSuccess(answer.msg);
          setSelected([]);
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  const columns = useWorklistColumns({
    actions: (row) => <RowButtons loanId={row.loan_id} onContact={() => setContactOf(row)} onHistory={() => setHistoryOf(row)} />,
  });

  return (
    <>
      <ListPage<WorkItem>
        title={t('nav:repayment.collections')}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="collections-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'collections-search', width: WORKLIST_SEARCH_WIDTH }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (row) => t('select_row', { loanId: row.loan_id }),
          actions: (
            <>
              <Button type="primary" onClick={() => setAssigning([...selected])} data-testid="batch-assign">
                {t('actions.assign')}
              </Button>
              <Button onClick={confirmUnassign} loading={unassign.isPending} data-testid="batch-unassign">
                {t('actions.unassign')}
              </Button>
            </>
          ),
        }}
        emptyText={t('empty')}
        totalText={(count) => t('total_loans', { count })}
      />
      <Suspense fallback={null}>
        {contactOf && <RecordContactModal item={contactOf} onClose={() => setContactOf(null)} />}
        {assigning && (
          <AssignCollectorModal
            loanIds={assigning}
            onClose={() => setAssigning(null)}
            onDone={() => setSelected([])}
          />
        )}
        {historyOf && <HistoryDrawer item={historyOf} onClose={() => setHistoryOf(null)} />}
      </Suspense>
    </>
  );
}
