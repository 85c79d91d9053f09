import { useTranslation } from 'react-i18next';
import { namedOptions, type FilterField } from '../../../components/list/filterFields';
import { usePartners, usePicStaff, usePrograms } from '../../../entities/reference/api';
import { STATUSES } from '../query';

/** The application list's filter controls, in the bar's order (the list and its first view). */
export function useApplicationFilterFields(): FilterField<'program_id' | 'partner_id' | 'status' | 'pic_id'>[] {
  const { t } = useTranslation('applications');
  const programs = usePrograms();
  const partners = usePartners();
  const pics = usePicStaff();
  return [
    { kind: 'select', key: 'program_id', label: t('filters.program'), ...namedOptions(programs), width: 180, testId: 'filter-program' },
    { kind: 'select', key: 'partner_id', label: t('filters.partner'), ...namedOptions(partners), width: 130, popupWidth: 'select', testId: 'filter-partner' },
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      popupWidth: 'select',
      testId: 'filter-status',
    },
    {
      kind: 'select',
      key: 'pic_id',
      label: t('filters.pic'),
      options: (pics.data ?? []).map((p) => ({ value: p.id, label: p.full_name })),
      loading: pics.isPending,
      searchable: true,
      width: 160,
      testId: 'filter-pic',
    },
  ];
}
