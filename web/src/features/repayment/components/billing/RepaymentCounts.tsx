import { useTranslation } from 'react-i18next';
import { CountCards } from '../../../../components/list/CountCards';
import { formatRupiah } from '../../../../lib/format';
import { useRepaymentSummary } from '../../api';

/** The counts above the repayment lists: due today, late, and late per OJK bucket, each with its amount. */
export function RepaymentCounts() {
  const { t } = useTranslation('repayment');
  const summary = useRepaymentSummary();
  const data = summary.data;
  return (
    <CountCards
      loading={summary.isPending && !summary.isError}
      entries={[
        { key: 'due_today', label: t('summary.due_today'), value: data?.due_today.count, note: data ? formatRupiah(data.due_today.amount) : undefined },
        { key: 'late', label: t('summary.late'), value: data?.late.count, note: data ? formatRupiah(data.late.amount) : undefined },
        ...(data?.buckets ?? [])
          .filter((b) => b.bucket !== 'lancar')
          .map((b) => ({ key: `bucket-${b.bucket}`, label: t(`loan:status.bucket.${b.bucket}`), value: b.count, note: formatRupiah(b.amount) })),
      ]}
    />
  );
}
