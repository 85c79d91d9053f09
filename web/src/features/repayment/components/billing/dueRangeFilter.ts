/** The due date range filter of the normal and all-billing lists (the list kit's `FilterField`). */
import { useTranslation } from 'react-i18next';
import type { DateRangeField } from '../../../../components/list';
import { dateRangeField } from '../../../../components/list/DateRangeFilter';

/** The due date range (`due_from`, `due_to`, Jakarta dates; either end may stay open). */
export function useDueRangeFilter(): DateRangeField<'due_from' | 'due_to'> {
  const { t } = useTranslation('repayment');
  return dateRangeField({
    keys: ['due_from', 'due_to'],
    label: t('filters.due_range'),
    placeholder: [t('filters.due_from'), t('filters.due_to')],
    testId: 'filter-due',
  });
}
