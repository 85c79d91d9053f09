/**
 * `/app/borrower/application` (spec §2 "Loan application list"): counts, search, filters, sort,
 * one keyset page of applications with row selection, row actions, and batch work on the
 * selected rows (verify, PIC, partner, KYC) — built from the list kit. The toolbar opens the
 * spreadsheet import and downloads the list (with its filters) or the paid applications as xlsx.
 * Filters live in the URL, so "back" from a detail returns to the same list; changing them clears
 * the selection.
 */
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import type { ApplicationRow } from '../../../entities/loan-application/types';
import { useSession } from '../../../entities/session/ClientRecord';
import { isInHouse } from '../../../entities/session/session';
import { withAppTexts } from '../../../lib/i18n';
import { applicationPages, type BatchOutcome } from '../api';
import { filtersFromSearch, filtersToSearch, isFiltered, type ListFilters } from '../query';
import { useApplicationColumns } from './ApplicationColumns';
import { ApplicationListActions } from './ApplicationListActions';
import { useApplicationFilterFields } from './applicationFilterFields';
import type { AssignTarget } from './AssignModal';
import { BatchActions } from './BatchActions';
import { RowActions } from './RowActions';
import { SummaryCards } from './SummaryCards';

// The dialogs load when first opened, so the list's first load stays small (issue 8): the batch
// KYC dialog (date and time pickers), and the assign and delete dialogs (their zod rules) and the
// batch outcome. Once loaded they stay mounted, so they close with antd's animation. The list
// loads only its own texts; a dialog brings the rest of the /app texts (other areas' names) with it.
const KycScheduleModal = lazy(() => withAppTexts(import('./KycScheduleModal')).then((m) => ({ default: m.KycScheduleModal })));
const AssignModal = lazy(() => withAppTexts(import('./AssignModal')).then((m) => ({ default: m.AssignModal })));
const BatchResultModal = lazy(() => withAppTexts(import('./BatchResultModal')).then((m) => ({ default: m.BatchResultModal })));
const DeleteModal = lazy(() => withAppTexts(import('./DeleteModal')).then((m) => ({ default: m.DeleteModal })));

/** Renders a lazy dialog from the first time it is opened (`value` set) on. */
function WhenOpened({ value, children }: { value: unknown; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  // Remembered during render (React's pattern for state derived from a prop change).
  if (value !== null && !opened) setOpened(true);
  return opened || value !== null ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function ApplicationListPage() {
  const { t } = useTranslation('applications');
  const { me } = useSession();
  const canSeeDetail = me.areas.includes('borrower/detail');
  const [filters, updateFilters] = useUrlFilters(filtersFromSearch, filtersToSearch);
  const list = useCursorList(applicationPages(filters));

  const [selected, setSelected] = useState<string[]>([]);
  const [assign, setAssign] = useState<AssignTarget | null>(null);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [deleting, setDeleting] = useState<ApplicationRow | null>(null);
  const [scheduling, setScheduling] = useState<ApplicationRow[] | null>(null);
  const columns = useApplicationColumns({
    canSeeDetail,
    actions: (row) => <RowActions row={row} canSeeDetail={canSeeDetail} onAssign={setAssign} onDelete={setDeleting} />,
  });

  const filterFields = useApplicationFilterFields();

  /** Another search, filter or sort shows other rows: the selection no longer applies. */
  function update(change: Partial<ListFilters>) {
    setSelected([]);
    updateFilters(change);
  }

  /** A batch is done: the selection has been worked on, its outcome is summed up. */
  function batchDone(done: BatchOutcome) {
    setSelected([]);
    setOutcome(done);
  }

  return (
    <>
      <ListPage<ApplicationRow>
        title={t('nav:borrower.application')}
        actions={<ApplicationListActions inHouse={isInHouse(me)} filters={filters} />}
        counts={<SummaryCards />}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="applications-table"
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'application-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={isFiltered(filters)}
        onClearFilters={() => update({ q: '', program_id: undefined, partner_id: undefined, status: undefined, pic_id: undefined })}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (row) => t('select_row', { loanId: row.loan_id }),
          actions: (
            <BatchActions
              selected={selected}
              onAssign={setAssign}
              onScheduleKyc={() => setScheduling(list.rows.filter((r) => selected.includes(r.loan_id)))}
              onDone={batchDone}
            />
          ),
        }}
        emptyText={t('empty')}
        totalText={(count) => t('pagination.total', { count })}
      />

      <WhenOpened value={assign}>
        <AssignModal target={assign} onClose={() => setAssign(null)} onBatchDone={batchDone} />
      </WhenOpened>
      <WhenOpened value={outcome}>
        <BatchResultModal outcome={outcome} onClose={() => setOutcome(null)} />
      </WhenOpened>
      {scheduling && (
        <Suspense fallback={null}>
          <KycScheduleModal rows={scheduling} onClose={() => setScheduling(null)} onDone={() => setSelected([])} />
        </Suspense>
      )}
      <WhenOpened value={deleting}>
        <DeleteModal
          row={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(loanId) => setSelected((s) => s.filter((id) => id !== loanId))}
        />
      </WhenOpened>
    </>
  );
}
