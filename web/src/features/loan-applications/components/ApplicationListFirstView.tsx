/**
 * The application list's first view on a first load (src/app/FirstView.tsx; issue 46, item 4):
 * its heading, counts and first page drawn from what the prefetch requested, with the list's own
 * columns and counts, while the shell and `ApplicationListPage` load.
 */
import { useTranslation } from 'react-i18next';
import { ListFirstView, withAppQueries } from '../../../components/list/ListFirstView';
import { useCursorList } from '../../../components/list/useCursorList';
import type { ApplicationRow } from '../../../entities/loan-application/types';
import { isInHouse } from '../../../entities/session/session';
import { readStoredUser } from '../../../lib/storage';
import { applicationPages } from '../api';
import { filtersFromSearch } from '../query';
import { useApplicationColumns } from './ApplicationColumns';
import { ApplicationListActions } from './ApplicationListActions';
import { useApplicationFilterFields } from './applicationFilterFields';
import { RowMenuButton } from '../../../components/RowMenuButton';
import { SummaryCards } from './SummaryCards';

function ApplicationRows() {
  const { t } = useTranslation('applications');
  const filters = filtersFromSearch(new URLSearchParams(location.search));
  const list = useCursorList(applicationPages(filters));
  const fields = useApplicationFilterFields();
  // The loan IDs are drawn as links, as most staff who see the list may open a borrower.
  const columns = useApplicationColumns({ canSeeDetail: true, actions: (row) => <RowMenuButton loanId={row.loan_id} /> });
  return (
    <ListFirstView<ApplicationRow>
      title={t('nav:borrower.application')}
      // The lender's own staff (no funder in the stored user, as the last session read it) create and import.
      actions={<ApplicationListActions inHouse={isInHouse({ lender_id: readStoredUser()?.lender ?? null })} filters={filters} />}
      counts={<SummaryCards />}
      columns={columns}
      rows={list.query.data ? list.rows : undefined}
      rowKey="loan_id"
      selectable
      toolbar={{ search: true, fields, sort: true }}
    />
  );
}

export const ApplicationListFirstView = withAppQueries(ApplicationRows);
