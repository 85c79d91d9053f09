/**
 * What a report (`ReportView`) and the data page's first view (src/app/FirstView.tsx) draw alike:
 * the downloads, the totals as cards, the table's columns and the chart's place. Light on
 * purpose: nothing of antd's Table, Card or Tooltip, nor the chart library, so a first load draws
 * the figures before the screen's code is in.
 */
import type { ReactElement, ReactNode } from 'react';
import { Col, Flex, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/ExportButton';
import type { ListColumns } from '../../../components/list/fitColumns';
import { Panel } from '../../../components/Panel';
import { currentLanguage } from '../../../lib/i18n';
import { LOAN_DETAIL, reportApiPath, type Report, type ReportName, type ReportQuery, type ReportRow } from '../api';
import { columnTitle, formatCell, formatTotal, isNumeric, totalKind } from '../cells';

/** The chart's height (px): `ReportChart` draws in it, and it is held while the chart loads. */
export const CHART_HEIGHT = 300;

/** The least width of the filter bar's lender, program and partner selects (px). */
export const NAMED_SELECT_WIDTH = 170;

/** The rows a report's table shows on a page. */
export const REPORT_PAGE_SIZE = 50;

/** A row with its place in the report (rows have no id of their own). */
export type KeyedRow = ReportRow & { __row: number };

/** The report's rows, each keyed by its place. */
export function keyedRows(report: Report): KeyedRow[] {
  return report.rows.map((row, i) => ({ ...row, __row: i }));
}

/** "Download" (xlsx with the same filters), and for the portfolio its loans one row each. */
export function ReportDownloads({ name, query }: { name: ReportName; query: ReportQuery }) {
  const { t } = useTranslation('data');
  return (
    <Flex justify="flex-end" gap={8}>
      {LOAN_DETAIL[name] && (
        <ExportButton
          path={reportApiPath(name)}
          params={{ ...query, detail: LOAN_DETAIL[name] }}
          filename={`${name}-loans.xlsx`}
          label={t('download_loans')}
          testId={`download-${name}-loans`}
        />
      )}
      <ExportButton path={reportApiPath(name)} params={query} filename={`${name}.xlsx`} label={t('download')} testId={`download-${name}`} />
    </Flex>
  );
}

/**
 * The totals as cards, the report's columns first, then the totals that are no column. Large
 * rupiah read short so that six cards fit a laptop's row; the full amount is `hint`ed on hover or
 * focus (the screen's tooltip; a first view has none).
 */
export function Totals({ report, hint = (_, node) => node }: { report: Report; hint?: (full: string, node: ReactElement) => ReactNode }) {
  const { t } = useTranslation('data');
  const language = currentLanguage();
  const totals = report.totals ?? {};
  const keys = [...report.columns.map((c) => c.key).filter((key) => key in totals), ...Object.keys(totals).filter((key) => !report.columns.some((c) => c.key === key))];
  if (keys.length === 0) return null;
  return (
    <Row gutter={[16, 16]} data-testid="report-totals">
      {keys.map((key) => (
        <Col key={key} xs={12} md={8} xl={{ flex: `${100 / Math.min(keys.length, 6)}%` }}>
          <Panel small data-testid={`total-${key}`}>
            <Statistic
              title={columnTitle(t, key)}
              value={totals[key] ?? undefined}
              formatter={() => {
                const { text, full } = formatTotal(t, key, totalKind(key, report.columns), totals[key], language);
                return full
                  ? hint(
                      full,
                      <span tabIndex={0} aria-label={full} data-full={full}>
                        {text}
                      </span>,
                    )
                  : text;
              }}
            />
          </Panel>
        </Col>
      ))}
    </Row>
  );
}

/** The table's columns: one a report column, numbers to the right, each value as its kind reads. */
export function useReportColumns(report: Report): ListColumns<KeyedRow> {
  const { t } = useTranslation('data');
  return report.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: columnTitle(t, column.key),
    align: isNumeric(column.kind) ? 'right' : 'left',
    render: (_: unknown, row: KeyedRow) => formatCell(t, column.key, column.kind, row[column.key]),
  }));
}
