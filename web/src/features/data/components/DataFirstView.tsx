/**
 * The data page's first view on a first load (src/app/FirstView.tsx; issue 46, item 4): the
 * heading, the tabs, the filter bar's controls as boxes of their widths, and the report of the
 * address (its downloads, totals, the chart's place and the table's first page), drawn from what
 * the prefetch requested with the report's own parts (`reportParts`), while the shell and
 * `DataPage` load. The programs' tab has none (the prefetch asks nothing for it).
 */
import { Button, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_WIDTH } from '../../../components/list/filterFields';
import { FirstViewFrame, TableLook, withAppQueries } from '../../../components/list/ListFirstView';
import { PageHeading } from '../../../components/PageHeading';
import { TabsLook } from '../../../components/TabsLook';
import { readStoredUser } from '../../../lib/storage';
import { GRANULARITIES, REPORTS, useReport, type Report, type ReportName } from '../api';
import { DEFAULT_GRANULARITY, isFiltered, opensPrograms, readDataState, reportQuery, shownFilters, type ReportFilters } from '../query';
import { CHART_HEIGHT, NAMED_SELECT_WIDTH, REPORT_PAGE_SIZE, ReportDownloads, Totals, keyedRows, useReportColumns, type KeyedRow } from './reportParts';

/** The filter bar (`ReportFilters`) as boxes of its controls' widths; the period's length drawn as the bar draws it. */
function FiltersLook({ report, filters, showLender }: { report: ReportName; filters: ReportFilters; showLender: boolean }) {
  const { t } = useTranslation('data');
  const selects = showLender ? 3 : 2;
  return (
    <Flex gap={8} wrap align="center">
      {report !== 'assets' && <div style={{ width: DATE_RANGE_WIDTH, height: 32 }} />}
      {Array.from({ length: selects }, (_, i) => (
        <div key={i} style={{ width: NAMED_SELECT_WIDTH, height: 32 }} />
      ))}
      {report === 'collections' && (
        <Segmented
          value={filters.granularity ?? DEFAULT_GRANULARITY}
          options={GRANULARITIES.map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
        />
      )}
      {isFiltered(filters) && <Button type="link">{t('common:list.clear_filters')}</Button>}
    </Flex>
  );
}

/** The report's figures as `ReportView` lays them out once its rows are in. */
function ReportLook({ report }: { report: Report }) {
  const columns = useReportColumns(report);
  if (report.rows.length === 0) return null;
  return (
    <>
      <Totals report={report} />
      <div style={{ height: CHART_HEIGHT }} />
      <TableLook<KeyedRow> columns={columns} rows={keyedRows(report).slice(0, REPORT_PAGE_SIZE)} rowKey="__row" size="small" />
    </>
  );
}

function Reports() {
  const { t } = useTranslation('data');
  const state = readDataState(new URLSearchParams(location.search));
  const ownLender = readStoredUser()?.lender ?? null;
  const query = reportQuery(state, ownLender);
  const report = useReport(state.report, query);
  const filters = shownFilters(state, ownLender);
  return (
    <FirstViewFrame>
      {report.data && (
        <>
          <PageHeading>{t('nav:data')}</PageHeading>
          <TabsLook labels={[...REPORTS.map((name) => t(`reports.${name}`)), t('programs.tab')]} active={REPORTS.indexOf(state.report)} />
          <Flex vertical gap={16}>
            <FiltersLook report={state.report} filters={filters} showLender={!ownLender} />
            <Flex vertical gap={16}>
              <ReportDownloads name={state.report} query={query} />
              <ReportLook report={report.data} />
            </Flex>
          </Flex>
        </>
      )}
    </FirstViewFrame>
  );
}

/** The report's view when the page opens on a report (not on the programs' tab). */
function Data() {
  return opensPrograms(new URLSearchParams(location.search)) ? null : <Reports />;
}

export const DataFirstView = withAppQueries(Data);
