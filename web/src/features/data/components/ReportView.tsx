import { Suspense, lazy } from 'react';
import { Alert, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Table, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/ExportButton';
import { LOAN_DETAIL, reportApiPath, useReport, type Report, type ReportName, type ReportQuery, type ReportRow } from '../api';
import { currentLanguage } from '../../../lib/i18n';
import { columnTitle, formatCell, formatTotal, isNumeric, totalKind } from '../cells';
import { CHARTS } from '../charts';

const ReportChart = lazy(() => import('./ReportChart'));

/** A row with its place in the report (rows have no id of their own). */
type KeyedRow = ReportRow & { __row: number };

/**
 * The totals as cards, the report's columns first, then the totals that are no column. Large
 * rupiah read short so that six cards fit a laptop's row, the full amount on hover or focus.
 */
function Totals({ report, t }: { report: Report; t: TFunction }) {
  const language = currentLanguage();
  const totals = report.totals ?? {};
  const keys = [...report.columns.map((c) => c.key).filter((key) => key in totals), ...Object.keys(totals).filter((key) => !report.columns.some((c) => c.key === key))];
  if (keys.length === 0) return null;
  return (
    <Row gutter={[16, 16]} data-testid="report-totals">
      {keys.map((key) => (
        <Col key={key} xs={12} md={8} xl={{ flex: `${100 / Math.min(keys.length, 6)}%` }}>
          <Card size="small" data-testid={`total-${key}`}>
            <Statistic
              title={columnTitle(t, key)}
              value={totals[key] ?? undefined}
              formatter={() => {
                const { text, full } = formatTotal(t, key, totalKind(key, report.columns), totals[key], language);
                return full ? (
                  <Tooltip title={full}>
                    <span tabIndex={0} aria-label={full} data-full={full}>
                      {text}
                    </span>
                  </Tooltip>
                ) : (
                  text
                );
              }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ReportTable({ report, t }: { report: Report; t: TFunction }) {
  const columns: TableColumnsType<KeyedRow> = report.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: columnTitle(t, column.key),
    align: isNumeric(column.kind) ? 'right' : 'left',
    render: (_: unknown, row: KeyedRow) => formatCell(t, column.key, column.kind, row[column.key]),
  }));
  return (
    <Table<KeyedRow>
      data-testid="report-table"
      size="small"
      rowKey="__row"
      columns={columns}
      dataSource={report.rows.map((row, i) => ({ ...row, __row: i }))}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}

/**
 * One report of the data area, whichever it is: the Download (xlsx with the same filters, bytes
 * received shown), then the totals as cards, the report's chart (see `charts.ts`) and its table,
 * each value formatted by its column's kind. An empty report shows the empty state; a failure an
 * error. Nothing here is specific to one report.
 */
export function ReportView({ name, query }: { name: ReportName; query: ReportQuery }) {
  const { t } = useTranslation('data');
  const report = useReport(name, query);
  const data = report.data;

  return (
    <Flex vertical gap={16} data-testid={`report-${name}`}>
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
        <ExportButton
          path={reportApiPath(name)}
          params={query}
          filename={`${name}.xlsx`}
          label={t('download')}
          testId={`download-${name}`}
        />
      </Flex>
      {report.isError && <Alert type="error" showIcon title={report.error.message} data-testid="report-error" />}
      {!data && !report.isError && <Skeleton active />}
      {data && data.rows.length === 0 && <Empty description={t('empty')} data-testid="report-empty" />}
      {data && data.rows.length > 0 && (
        <>
          <Totals report={data} t={t} />
          <Suspense fallback={<Skeleton active />}>
            <ReportChart report={data} spec={CHARTS[name]} />
          </Suspense>
          <ReportTable report={data} t={t} />
        </>
      )}
    </Flex>
  );
}
