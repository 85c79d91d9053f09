/**
 * `/app/lender` (spec §2 "Lender allocation", issue 14): the funders with their kind, status,
 * contact, staff count and allocations pending / approved / rejected (count and rupiah), with a
 * search (server `q`) and a status filter kept in the URL. "New lender" is for staff not tied to
 * a lender; each row opens its lender, and offers "Edit" when its `allowed_actions` say so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useUrlFilters, type CursorList } from '../../../components/list';
import { useLenderList } from '../../../entities/lender/api';
import type { Lender } from '../../../entities/lender/types';
import { useSession } from '../../../entities/session/ClientRecord';
import { isInHouse } from '../../../entities/session/session';
import { lenderFilters as spec } from '../query';
import { LenderFormModal } from './LenderFormModal';
import { LenderRowActions, NewLenderButton, useLenderColumns, useLenderFilterFields } from './lenderList';

export function LenderListPage() {
  const { t } = useTranslation('lender');
  const { me } = useSession();
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const query = useLenderList(spec.query(filters, undefined, null));
  const rows = query.data?.items ?? [];
  // Every match on one page: the list kit's screen with no further page.
  const list: CursorList<Lender> = {
    query,
    rows,
    total: rows.length,
    totalCapped: false,
    range: { from: rows.length ? 1 : 0, to: rows.length },
    hasPrevious: false,
    hasNext: false,
    previous: () => undefined,
    next: () => undefined,
  };
  const [editing, setEditing] = useState<Lender | 'new' | null>(null);
  const filterFields = useLenderFilterFields();

  const columns = useLenderColumns((row) => <LenderRowActions row={row} onEdit={() => setEditing(row)} />);

  return (
    <>
      <ListPage<Lender>
        title={t('nav:lender')}
        actions={
          // Staff tied to a lender see their own lender only and never create one.
          isInHouse(me) ? <NewLenderButton onClick={() => setEditing('new')} /> : undefined
        }
        list={list}
        columns={columns}
        rowKey="id"
        tableTestId="lenders-table"
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'lender-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('empty')}
        totalText={(count) => t('total', { count })}
      />
      <LenderFormModal lender={editing} onClose={() => setEditing(null)} />
    </>
  );
}
