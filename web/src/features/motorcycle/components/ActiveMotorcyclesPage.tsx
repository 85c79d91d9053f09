/**
 * `/app/motorcycle/active` (issue 11): the units in use (`in_use=true`: handed over to a borrower
 * whose loan has not ended, issue 45 item 4) with the borrower,
 * the loan (a link to the borrower detail for staff who may open it), its status and DPD, the STNK
 * warning and the batteries on board. The plate opens the unit.
 */
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import { fetchMotorcycles, motorcycleKeys } from '../api';
import { activeFilters as spec } from '../query';
import type { MotorcycleView } from '../schemas';
import { useActiveColumns } from './columns';
import { useUnitFilters } from './filters';

export function ActiveMotorcyclesPage() {
  const { t } = useTranslation('motorcycle');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  // In use: handed over to a borrower whose loan has not ended (the server's `in_use`).
  const query = (cursor?: string) => ({ ...spec.query(filters, cursor), in_use: 'true' });
  const list = useCursorList({
    queryKey: motorcycleKeys.list(query()),
    fetchPage: (cursor, signal) => fetchMotorcycles(query(cursor), signal),
  });
  const columns = useActiveColumns();
  const unitFilters = useUnitFilters();
  const filterFields = [unitFilters.type, unitFilters.stnk];

  return (
    <ListPage<MotorcycleView>
      title={t('nav:motorcycle.active')}
      list={list}
      columns={columns}
      rowKey="id"
      tableTestId="active-motorcycles-table"
      search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'motorcycle-search' }}
      filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
      sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
      filtered={spec.isFiltered(filters)}
      onClearFilters={() => update(spec.cleared)}
      emptyText={t('active.empty')}
      totalText={(count) => t('total', { count })}
    />
  );
}
