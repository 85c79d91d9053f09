/**
 * The filter controls the repayment lists share (the list kit's `FilterField`s, labelled in the
 * `repayment` namespace): each hook asks only for what its own control offers. The due date
 * range is `billing/dueRangeFilter`'s (it brings the date picker).
 */
import { useTranslation } from 'react-i18next';
import { namedOptions, type SelectField } from '../../../components/list/filterFields';
import { useLenders } from '../../../entities/reference/api';
import { BUCKETS } from '../api';

/** The lender (`lender_id`). */
export function useLenderFilter(): SelectField<'lender_id'> {
  const { t } = useTranslation('repayment');
  const lenders = useLenders();
  return { kind: 'select', key: 'lender_id', label: t('filters.lender'), ...namedOptions(lenders), width: 160, testId: 'filter-lender' };
}

/** The OJK quality bucket (`bucket`). */
export function useBucketFilter(): SelectField<'bucket'> {
  const { t } = useTranslation('repayment');
  return {
    kind: 'select',
    key: 'bucket',
    label: t('filters.bucket'),
    options: BUCKETS.map((b) => ({ value: b, label: t(`loan:status.bucket.${b}`) })),
    width: 190,
    testId: 'filter-bucket',
  };
}
