/**
 * Which chart each report draws, as data: the chart type, the row keys naming a point and the
 * value keys drawn. The chart component and the rest of the page are the same for every report.
 */
import type { ReportName } from './api';

export interface ChartSpec {
  /** `hbar`: horizontal bars (a funnel); `bar`: grouped vertical bars; `line`; `pie`. */
  type: 'hbar' | 'bar' | 'line' | 'pie';
  /** The row keys naming a point, formatted as their columns and joined with ' · '. */
  category: string[];
  /** The numeric columns drawn, one series each (a pie draws the first). */
  series: string[];
}

export const CHARTS: Record<ReportName, ChartSpec> = {
  funnel: { type: 'hbar', category: ['stage'], series: ['count'] },
  approvals: { type: 'bar', category: ['lender_name'], series: ['pending_amount', 'approved_amount', 'rejected_amount'] },
  portfolio: { type: 'pie', category: ['bucket'], series: ['outstanding_principal'] },
  collections: { type: 'line', category: ['period'], series: ['due', 'collected'] },
  assets: { type: 'hbar', category: ['kind', 'status'], series: ['number'] },
};

/** Colours of series and codes that mean something (approved green, rejected red, …). */
const COLORS: Record<string, string> = {
  pending_amount: '#faad14',
  approved_amount: '#52c41a',
  rejected_amount: '#ff4d4f',
  due: '#1677ff',
  collected: '#52c41a',
  lancar: '#52c41a',
  dalam_perhatian_khusus: '#fadb14',
  tidak_lancar: '#faad14',
  kurang_lancar: '#fa8c16',
  diragukan: '#fa541c',
  macet: '#cf1322',
};

/** The rest, in order. */
const PALETTE = ['#1677ff', '#13c2c2', '#722ed1', '#eb2f96', '#faad14', '#52c41a', '#fa541c', '#2f54eb'];

/** The colour of a series or code; the `index`-th palette colour when it has none of its own. */
export function colorOf(key: string, index: number): string {
  return COLORS[key] ?? PALETTE[index % PALETTE.length];
}
