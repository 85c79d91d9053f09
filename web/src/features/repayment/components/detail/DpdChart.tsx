/**
 * The DPD history of a loan as a step chart (recharts): days past due per business date, with
 * the bucket boundaries (30, 60, 90 days) as reference lines. Loaded on its own (React.lazy) so
 * the chart library weighs only on the borrower detail's performance history.
 */
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatJakartaDate } from '../../../../lib/jakartaTime';
import type { DpdDay } from '../../api';

/** The OJK bucket boundaries drawn on the chart (days past due). */
const BOUNDARIES = [30, 60, 90];

/** `height` in px: the placeholder's while it loads (PerformanceHistory). */
export default function DpdChart({ days, height }: { days: DpdDay[]; height: number }) {
  const { t } = useTranslation('repayment');
  const top = Math.max(10, ...days.map((d) => d.dpd));
  return (
    <div style={{ width: '100%', height }} data-testid="dpd-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height }}>
        <LineChart data={days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="business_date" tickFormatter={(value: string) => formatJakartaDate(value)} minTickGap={24} />
          <YAxis allowDecimals={false} domain={[0, top]} width={40} />
          <Tooltip
            labelFormatter={(value) => (typeof value === 'string' ? formatJakartaDate(value) : '')}
            formatter={(value) => [typeof value === 'number' ? value : '', t('columns.dpd')]}
          />
          {BOUNDARIES.filter((b) => b <= top).map((b) => (
            <ReferenceLine key={b} y={b} stroke="#faad14" strokeDasharray="4 4" />
          ))}
          <Line type="stepAfter" dataKey="dpd" name={t('columns.dpd')} stroke="#cf1322" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
