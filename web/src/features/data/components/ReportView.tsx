import { Suspense, lazy } from 'react';
import { Alert, Empty, Flex, Skeleton, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReport, type Report, type ReportName, type ReportQuery } from '../api';
import { CHARTS } from '../charts';
import { CHART_HEIGHT, REPORT_PAGE_SIZE, ReportDownloads, Totals, keyedRows, useReportColumns, type KeyedRow } from './reportParts';

const ReportChart = lazy(() => import('./ReportChart'));

function ReportTable({ report }: { report: Report }) {
  const columns = useReportColumns(report);
  return (
    <Table<KeyedRow>
      data-testid="report-table"
      size="small"
      rowKey="__row"
      columns={columns}
      dataSource={keyedRows(report)}
      pagination={{ pageSize: REPORT_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}

/**
 * One report of the data area, whichever it is: the Download (xlsx with the same filters, bytes
 * received shown), then the totals as cards, the report's chart (see `charts.ts`) and its table,
 * each value formatted by its column's kind (`reportParts`, shared with the page's first view).
 * The chart's place is held while its library loads, so the table does not move. An empty report
 * shows the empty state; a failure an error. Nothing here is specific to one report.
 */
export function ReportView({ name, query }: { name: ReportName; query: ReportQuery }) {
  const { t } = useTranslation('data');
  const report = useReport(name, query);
  const data = report.data;

  return (
    <Flex vertical gap={16} data-testid={`report-${name}`}>
      <ReportDownloads name={name} query={query} />
      {report.isError && <Alert type="error" showIcon title={report.error.message} data-testid="report-error" />}
      {!data && !report.isError && <Skeleton active />}
      {data && data.rows.length === 0 && <Empty description={t('empty')} data-testid="report-empty" />}
      {data && data.rows.length > 0 && (
        <>
          <Totals report={data} hint={(full, node) => <Tooltip title={full}>{node}</Tooltip>} />
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }}><Skeleton active /></div>}>
            <ReportChart report={data} spec={CHARTS[name]} />
          </Suspense>
          <ReportTable report={data} />
        </>
      )}
    </Flex>
  );
}
