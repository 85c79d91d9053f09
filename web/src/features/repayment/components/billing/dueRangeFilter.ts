/** The due date range filter of the normal and all-billing lists (the list kit's `FilterField`). */
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DateRangeField } from '../../../../components/list';
import { dateRangeField } from '../../../../components/list/DateRangeFilter';
import { jakartaToday } from '../../../../lib/jakartaTime';

/** Days after today the normal list opens on (issue 45 item 3): today to seven days ahead. */
export const DUE_WINDOW_DAYS = 7;

/** The due window the normal list opens on (`due_from`, `due_to`: Jakarta today and a week on). */
export function dueWindow(today: string = jakartaToday()): { due_from: string; due_to: string } {
  return { due_from: today, due_to: dayjs(today).add(DUE_WINDOW_DAYS, 'day').format('YYYY-MM-DD') };
}

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
