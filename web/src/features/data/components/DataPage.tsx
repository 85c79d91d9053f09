import { Flex, Tabs } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUrlFilters } from '../../../components/list';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../entities/session/ClientRecord';
import { isAdmin } from '../../../entities/session/session';
import { REPORTS, type ReportName } from '../api';
import { PROGRAMS_TAB, opensPrograms, readDataState, reportQuery, shownFilters, writeDataState } from '../query';
import { ReportFilters } from './ReportFilters';
import { ReportView } from './ReportView';

// The programs' forms and the regime editor load only when opened: most visits read a report
// (the route's bundle budget, scripts/check-bundle.mjs).
const ProgramsPanel = lazy(() => import('./ProgramsPanel').then((m) => ({ default: m.ProgramsPanel })));
const QualityRegimesCard = lazy(() => import('./QualityRegimesCard').then((m) => ({ default: m.QualityRegimesCard })));

/**
 * `/app/data` (issue 12): the reports as tabs (`?report=funnel|approvals|portfolio|collections|
 * assets`, funnel by default) under one filter bar, the report and its filters kept in the URL.
 * A funder's staff (with a `lender_id`) have no lender filter: the server shows them their lender.
 * A last tab (`?tab=programs`) lists the financing programs; level 21 edits them there.
 * Under the portfolio, level 21 edits the loan-quality regimes (issue 41 item 6).
 */
export function DataPage() {
  const { t } = useTranslation('data');
  const { me } = useSession();
  const [state, update] = useUrlFilters(readDataState, writeDataState);
  const [params, setParams] = useSearchParams();
  const programs = opensPrograms(params);
  const query = reportQuery(state, me.lender_id);
  const filters = shownFilters(state, me.lender_id);

  return (
    <>
      <PageHeading>{t('nav:data')}</PageHeading>
      <Tabs
        activeKey={programs ? PROGRAMS_TAB : state.report}
        onChange={(key) =>
          key === PROGRAMS_TAB ? setParams({ tab: PROGRAMS_TAB }, { replace: true }) : update({ report: key as ReportName })
        }
        items={[
          ...REPORTS.map((name) => ({ key: name, label: t(`reports.${name}`) })),
          { key: PROGRAMS_TAB, label: t('programs.tab') },
        ]}
        data-testid="report-tabs"
      />
      {programs ? (
        <Suspense fallback={null}>
          <ProgramsPanel />
        </Suspense>
      ) : (
        <Flex vertical gap={16}>
          <ReportFilters
            report={state.report}
            filters={filters}
            showLender={!me.lender_id}
            onChange={(change) => update({ filters: { ...filters, ...change } })}
          />
          <ReportView key={state.report} name={state.report} query={query} />
          {state.report === 'portfolio' && isAdmin(me) && (
            <Suspense fallback={null}>
              <QualityRegimesCard />
            </Suspense>
          )}
        </Flex>
      )}
    </>
  );
}
