/**
 * `/app/borrower/detail?loan_id=LN-…[&tab=…]` (spec §2 "Borrower detail"): the application's
 * header and the tabs basic information, address, documents and performance history. Steps not
 * filled in yet say so; files open and download only through the authorised API. The header
 * shows where the loan stands now (its application's status until it is verified, then the
 * loan's stage and status); the open tab lives in the URL (issue 45 item 2).
 */
import { Alert, Button, Card, Descriptions, Flex, Result, Tabs, Typography, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageHeading } from '../../../components/PageHeading';
import { useLoan } from '../../../entities/loan/api';
import { LoanStageTags } from '../../../entities/loan/StageTags';
import { allows, useApplication } from '../../../entities/loan-application/api';
import { APPLICATION_LIST_PATH as LIST_PATH, formPath } from '../../../entities/loan-application/paths';
import type { ApplicationDetail } from '../../../entities/loan-application/types';
import { useSession } from '../../../entities/session/ClientRecord';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { AddressTab } from './detail/AddressTab';
import { BasicInfoTab } from './detail/BasicInfoTab';
import { DocumentsTab } from './detail/DocumentsTab';
import { PerformanceTab } from './detail/PerformanceTab';
import { StatusTags } from './StatusTags';

/** The way back to the list, for staff who may open it. */
function BackToList() {
  const { t } = useTranslation('applications');
  const { me } = useSession();
  if (!me.areas.includes('borrower/application')) return null;
  return <ButtonLink to={LIST_PATH}>{t('detail.back')}</ButtonLink>;
}

/**
 * The status of the header: the application's until it is verified, then the loan's stage and
 * status (active, on hold, written off, paid off…) — the application's again when the loan
 * cannot be read.
 */
function CurrentStatus({ detail }: { detail: ApplicationDetail }) {
  const verified = detail.status === 'verified';
  const loan = useLoan(verified ? detail.loan_id : undefined);
  if (verified && loan.data) return <LoanStageTags loan={loan.data} />;
  return <StatusTags row={detail} />;
}

function Header({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  // The server allows `edit` only to staff of the application area, on a live, unverified loan.
  const canContinue = allows(detail, 'edit');
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <div>
          <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="borrower-name">
            {detail.full_name}
          </Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'loan_id', label: t('detail.loan_id'), children: <span data-testid="loan-id">{detail.loan_id}</span> },
              { key: 'customer_id', label: t('detail.customer_id'), children: detail.customer_id },
              { key: 'status', label: t('columns.status'), children: <CurrentStatus detail={detail} /> },
            ]}
          />
        </div>
        <Flex gap={8} wrap>
          <BackToList />
          {canContinue && (
            <ButtonLink type="primary" to={formPath(detail.loan_id)}>
              {t('actions.continue')}
            </ButtonLink>
          )}
        </Flex>
      </Flex>
      {detail.deleted_at && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={t('detail.deleted', { date: formatDateTime(detail.deleted_at), reason: detail.delete_reason ?? '—' })}
        />
      )}
    </Card>
  );
}

interface Props {
  /**
   * Tabs composed in by the app after the application's own (e.g. the loan and its timeline,
   * the audit trail and the borrower's data access log).
   */
  extraTabs?: (loanId: string, detail: ApplicationDetail) => NonNullable<TabsProps['items']>;
  /** The loan's repayment history, composed in above the application's financial data. */
  performanceHistory?: (loanId: string) => ReactNode;
}

export function BorrowerDetailPage({ extraTabs, performanceHistory }: Props = {}) {
  const { t } = useTranslation('applications');
  const [params, setParams] = useSearchParams();
  const loanId = params.get('loan_id')?.trim() || undefined;
  const detail = useApplication(loanId);

  const heading = <PageHeading>{t('nav:borrower.detail')}</PageHeading>;

  if (!loanId) {
    return (
      <>
        {heading}
        <Result status="info" title={t('detail.no_loan_title')} subTitle={t('detail.no_loan')} extra={<BackToList />} />
      </>
    );
  }
  if (detail.isPending) return <FullPageSpinner />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <>
        {heading}
        {missing ? (
          <Result
            status="404"
            title={t('detail.not_found_title')}
            subTitle={t('detail.not_found', { loanId })}
            extra={<BackToList />}
            data-testid="application-not-found"
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={detail.error.message}
            action={
              <Button size="small" onClick={() => void detail.refetch()}>
                {t('errors:retry')}
              </Button>
            }
          />
        )}
      </>
    );
  }

  const data = detail.data;
  const tabs: NonNullable<TabsProps['items']> = [
    { key: 'basic', label: t('detail.tabs.basic'), children: <BasicInfoTab detail={data} /> },
    { key: 'address', label: t('detail.tabs.address'), children: <AddressTab detail={data} /> },
    { key: 'documents', label: t('detail.tabs.documents'), children: <DocumentsTab detail={data} /> },
    {
      key: 'performance',
      label: t('detail.tabs.performance'),
      children: performanceHistory ? (
        <Flex vertical gap={24}>
          {performanceHistory(data.loan_id)}
          <div>
            <Typography.Title level={5}>{t('detail.performance.application_data')}</Typography.Title>
            <PerformanceTab detail={data} />
          </div>
        </Flex>
      ) : (
        <PerformanceTab detail={data} />
      ),
    },
    ...(extraTabs?.(data.loan_id, data) ?? []),
  ];
  // `?tab=` opens a tab directly (links from the later-stage lists open the loan's tab; a shared
  // link opens the audit trail); one the caller does not have opens the first.
  const asked = params.get('tab');
  const active = tabs.some((tab) => tab.key === asked) ? (asked as string) : 'basic';
  const openTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'basic') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      {heading}
      <Header detail={data} />
      <Card>
        <Tabs activeKey={active} onChange={openTab} items={tabs} />
      </Card>
    </>
  );
}
