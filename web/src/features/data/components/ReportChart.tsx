/**
 * A report drawn as its {@link ChartSpec} says (recharts): horizontal or grouped bars, a line per
 * series, or a pie, with values formatted by their column's kind (axes in the UI language's short
 * forms, tooltips in full). Loaded on its own (React.lazy) so the chart library weighs on the data
 * page only once a report has rows, and on no other route.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatShort } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { ColumnKind, Report } from '../api';
import { columnTitle, formatCell, numberOf } from '../cells';
import { colorOf, type ChartSpec } from '../charts';
import { CHART_HEIGHT } from './reportParts';

/** The smallest share of a pie whose slice is labelled (a 5% slice spans 18°). */
export const MIN_LABEL_SHARE = 0.05;
/** Room for the category names of horizontal bars ("Motorcycle · Handed over"). */
const CATEGORY_WIDTH = 180;

/** A point of the chart: its name and one number per series (and its code, for colours). */
type Point = Record<string, string | number> & { name: string; code: string };

export default function ReportChart({ report, spec }: { report: Report; spec: ChartSpec }) {
  const { t } = useTranslation('data');
  // useTranslation renders again on a language switch, so the axes' short forms follow it.
  const language = currentLanguage();
  const kindOf = (key: string): ColumnKind => report.columns.find((c) => c.key === key)?.kind ?? 'count';
  const series = spec.series.filter((key) => report.columns.some((c) => c.key === key));
  const points: Point[] = report.rows.map((row) => {
    const point: Point = {
      name: spec.category.map((key) => formatCell(t, key, kindOf(key), row[key])).join(' · '),
      code: String(row[spec.category[0]] ?? ''),
    };
    for (const key of series) point[key] = numberOf(row[key]) ?? 0;
    return point;
  });
  // Every series of one chart is of one kind (amounts, or counts).
  const kind = kindOf(series[0] ?? '');
  const tick = (value: unknown) => {
    const n = Number(value);
    if (kind === 'percent') return formatPercent(n, 1);
    return formatShort(n, { money: kind === 'money', language });
  };
  const full = (value: unknown, key: unknown) => [formatCell(t, String(key), kindOf(String(key)), numberOf(value as number)), columnTitle(t, String(key))];
  const tooltip = <Tooltip formatter={(value, _name, item) => full(value, item.dataKey)} />;

  return (
    <div style={{ width: '100%', height: CHART_HEIGHT }} data-testid="report-chart" data-chart={spec.type}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 720, height: CHART_HEIGHT }}>
        {spec.type === 'pie' ? (
          <PieChart>
            <Pie
              data={points.map((p, i) => ({ ...p, fill: colorOf(p.code, i) }))}
              dataKey={series[0]}
              nameKey="name"
              outerRadius={110}
              isAnimationActive={false}
              // The legend names every slice; a label gives a slice's share, and only a slice
              // large enough to hold it, so thin neighbours' labels never overlap.
              label={({ percent }: { percent?: number }) => ((percent ?? 0) >= MIN_LABEL_SHARE ? formatPercent((percent ?? 0) * 100, 1) : null)}
              labelLine={false}
            />
            <Tooltip formatter={(value) => [formatCell(t, series[0], kind, numberOf(value as number)), columnTitle(t, series[0])]} />
            <Legend />
          </PieChart>
        ) : spec.type === 'line' ? (
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" minTickGap={24} />
            <YAxis tickFormatter={tick} width={88} />
            {tooltip}
            <Legend formatter={(key) => columnTitle(t, String(key))} />
            {series.map((key, i) => (
              <Line key={key} dataKey={key} stroke={colorOf(key, i)} dot={points.length <= 31} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : (
          <BarChart
            data={points}
            layout={spec.type === 'hbar' ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            {spec.type === 'hbar' ? (
              <>
                <XAxis type="number" tickFormatter={tick} />
                <YAxis type="category" dataKey="name" width={CATEGORY_WIDTH} />
              </>
            ) : (
              <>
                <XAxis dataKey="name" />
                <YAxis tickFormatter={tick} width={88} />
              </>
            )}
            {tooltip}
            {series.length > 1 && <Legend formatter={(key) => columnTitle(t, String(key))} />}
            {series.map((key, i) => (
              <Bar key={key} dataKey={key} fill={colorOf(key, i)} isAnimationActive={false} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
