/**
 * The lender list's first view on a first load (src/app/FirstView.tsx; issue 46, item 4): its
 * heading and lenders drawn from what the prefetch requested, with the list's own columns and
 * filters' widths, while the shell and `LenderListPage` load.
 */
import { useTranslation } from 'react-i18next';
import { ListFirstView, withAppQueries } from '../../../components/list/ListFirstView';
import { useLenderList } from '../../../entities/lender/api';
import type { Lender } from '../../../entities/lender/types';
import { isInHouse } from '../../../entities/session/session';
import { readStoredUser } from '../../../lib/storage';
import { lenderFilters } from '../query';
import { LenderRowActions, NewLenderButton, useLenderColumns, useLenderFilterFields } from './lenderList';

function LenderRows() {
  const { t } = useTranslation('lender');
  const filters = lenderFilters.fromSearch(new URLSearchParams(location.search));
  const query = useLenderList(lenderFilters.query(filters, undefined, null));
  const fields = useLenderFilterFields();
  const columns = useLenderColumns((row) => <LenderRowActions row={row} />);
  return (
    <ListFirstView<Lender>
      title={t('nav:lender')}
      // "New lender" is for staff not tied to a lender (the stored user's, as the last session read it).
      actions={isInHouse({ lender_id: readStoredUser()?.lender ?? null }) ? <NewLenderButton /> : undefined}
      columns={columns}
      rows={query.data?.items}
      rowKey="id"
      toolbar={{ search: true, fields, sort: false }}
    />
  );
}

export const LenderListFirstView = withAppQueries(LenderRows);
