/** The filter controls of the motorcycle lists (the list kit's `FilterField`s). */
import { useTranslation } from 'react-i18next';
import type { SelectField } from '../../../components/list';
import { useMotorcycleTypeOptions } from '../api';
import { MOTORCYCLE_STATUSES, STNK_WARNINGS } from '../schemas';

/** The unit's status, its motorcycle type, and whether its STNK expires soon or has expired. */
export function useUnitFilters(): {
  status: SelectField<'status'>;
  type: SelectField<'motorcycle_type_id'>;
  stnk: SelectField<'stnk'>;
} {
  const { t } = useTranslation('motorcycle');
  const types = useMotorcycleTypeOptions();
  return {
    status: {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: MOTORCYCLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      testId: 'filter-status',
    },
    type: { kind: 'select', key: 'motorcycle_type_id', label: t('filters.type'), ...types, width: 170, testId: 'filter-type' },
    stnk: {
      kind: 'select',
      key: 'stnk',
      label: t('filters.stnk'),
      options: STNK_WARNINGS.map((s) => ({ value: s, label: t(`stnk.${s}`) })),
      testId: 'filter-stnk',
    },
  };
}
