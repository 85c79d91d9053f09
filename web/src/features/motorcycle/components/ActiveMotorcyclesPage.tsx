/**
 * `/app/motorcycle/active` (issue 11): the units in use (`status=handed_over`) with the borrower,
 * the loan (a link to the borrower detail for staff who may open it), its status and DPD, the STNK
 * warning and the batteries on board. The plate opens the unit.
 */
import { useTranslation } from 'react-i18next';
import { ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import { fetchMotorcycles, motorcycleKeys } from '../api';
import { activeFilters as spec } from '../query';
import type { MotorcycleView } from '../schemas';
import { StnkFilter, TypeFilter, useActiveColumns } from './columns';

export function ActiveMotorcyclesPage() {
  const { t } = useTranslation('motorcycle');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const query = (cursor?: string) => ({ ...spec.query(filters, cursor), status: 'handed_over' });
  const list = useCursorList({
    queryKey: motorcycleKeys.list(query()),
    fetchPage: (cursor, signal) => fetchMotorcycles(query(cursor), signal),
  });
  const columns = useActiveColumns();

  return (
    <ListPage<MotorcycleView>
      title={t('nav:motorcycle.active')}
      list={list}
      columns={columns}
      rowKey="id"
      tableTestId="active-motorcycles-table"
      search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'motorcycle-search' }}
      filters={
        <>
          <TypeFilter value={filters.motorcycle_type_id} onChange={(motorcycle_type_id) => update({ motorcycle_type_id })} />
          <StnkFilter value={filters.stnk} onChange={(stnk) => update({ stnk })} />
        </>
      }
      sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
      filtered={spec.isFiltered(filters)}
      onClearFilters={() => update(spec.cleared)}
      emptyText={t('active.empty')}
      totalText={(count) => t('total', { count })}
    />
  );
}
