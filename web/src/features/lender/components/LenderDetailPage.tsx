/**
 * `/app/lender/:lenderId` (issue 14): one funder at a glance — its fields, its figures (approval
 * rate, average decision time, active loans, outstanding principal, share of loans late), its
 * funding sources with limit used and remaining, and the loans allocated to it. Edit, add a
 * funding source and "Allocate loans" show only when the lender's `allowed_actions` allow them.
 * The "Monthly statement" tab (issue 44 item 5) shows the funder's statement of a month; the tab
 * and the month live in the URL (`?tab=statement&month=2026-11`).
 */
import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Space, Statistic, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageHeading } from '../../../components/PageHeading';
import { AllocateModal } from '../../../entities/lender/AllocateModal';
import { useLender } from '../../../entities/lender/api';
import type { FundingSource, LenderDetail } from '../../../entities/lender/types';
import { ApiError } from '../../../lib/api';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { LENDER_LIST_PATH } from '../paths';
import { jakartaMonth, statementMonth } from '../statement';
import { FundingSourceModal, type FundingSourceTarget } from './FundingSourceModal';
import { FundingSourcesCard } from './FundingSourcesCard';
import { LenderFormModal } from './LenderFormModal';
import { LenderLoansCard } from './LenderLoansCard';
import { StatusTag } from './LenderTag';
import { PickLoansModal } from './PickLoansModal';

// The statement (with antd's date picker) loads when its tab first opens.
const StatementTab = lazy(() => import('./StatementTab').then((m) => ({ default: m.StatementTab })));

const TABS = ['overview', 'statement'] as const;
type Tab = (typeof TABS)[number];

/** A 0..1 share in whole percent, or a dash when there is none yet. */
function percent(share: number | null): string {
  return share === null ? '—' : `${formatNumber(share * 100, 1)}%`;
}

function Stat({ testId, title, value }: { testId: string; title: string; value: string }) {
  return (
    <Col xs={12} md={8} xl={{ flex: '20%' }}>
      <Card size="small" data-testid={`stat-${testId}`}>
        <Statistic title={title} value={value} formatter={() => value} />
      </Card>
    </Col>
  );
}

function Stats({ lender }: { lender: LenderDetail }) {
  const { t } = useTranslation('lender');
  const { stats } = lender;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Stat testId="approval-rate" title={t('stats.approval_rate')} value={percent(stats.approval_rate)} />
      <Stat
        testId="decision-time"
        title={t('stats.average_decision')}
        value={stats.average_decision_hours === null ? '—' : t('stats.hours', { hours: formatNumber(stats.average_decision_hours, 1) })}
      />
      <Stat testId="active-loans" title={t('stats.active_loans')} value={formatNumber(stats.active_loans)} />
      <Stat testId="outstanding" title={t('stats.outstanding')} value={formatRupiah(stats.outstanding_principal)} />
      <Stat
        testId="late-share"
        title={t('stats.late_share')}
        value={stats.late_share === null ? '—' : `${percent(stats.late_share)} (${formatNumber(stats.late_loans)})`}
      />
    </Row>
  );
}

function Totals({ lender }: { lender: LenderDetail }) {
  const { t } = useTranslation('lender');
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {(['pending', 'approved', 'rejected'] as const).map((key) => (
        <Col key={key} xs={24} md={8}>
          <Card size="small" data-testid={`totals-${key}`}>
            <Statistic title={t(`columns.${key}`)} value={lender.totals[key].count} formatter={(v) => formatNumber(Number(v))} />
            <Typography.Text type="secondary">{formatRupiah(lender.totals[key].amount)}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function LenderDetailPage() {
  const { t } = useTranslation('lender');
  const { lenderId = '' } = useParams();
  const detail = useLender(lenderId);
  const [editing, setEditing] = useState(false);
  const [source, setSource] = useState<FundingSourceTarget | null>(null);
  const [picking, setPicking] = useState(false);
  const [allocating, setAllocating] = useState<string[] | null>(null);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'overview';
  const month = statementMonth(params.get('month'));

  function show(next: { tab?: Tab; month?: string }) {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'overview') search.set('tab', nextTab);
    const nextMonth = next.month ?? params.get('month');
    if (nextTab === 'statement' && nextMonth && nextMonth !== jakartaMonth()) search.set('month', nextMonth);
    setParams(search, { replace: true });
  }
  const back = (
    <ButtonLink to={LENDER_LIST_PATH} icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
      {t('detail.back')}
    </ButtonLink>
  );

  if (detail.isPending) return <FullPageSpinner />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return missing ? (
      <Result status="404" title={t('detail.not_found_title')} subTitle={t('detail.not_found')} extra={back} data-testid="lender-not-found" />
    ) : (
      <Alert type="error" showIcon title={detail.error.message} action={<Button size="small" onClick={() => void detail.refetch()}>{t('errors:retry')}</Button>} />
    );
  }

  const lender = detail.data;
  const can = (action: string) => (lender.allowed_actions as string[]).includes(action);
  const none = '—';

  return (
    <>
      {back}
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Space align="center" wrap>
          <PageHeading>{lender.name}</PageHeading>
          <StatusTag status={lender.status} testId="lender-status" />
        </Space>
        <Space wrap>
          {can('allocate') && (
            <Button type="primary" onClick={() => setPicking(true)} data-testid="allocate-loans">
              {t('actions.allocate')}
            </Button>
          )}
          {can('edit') && (
            <Button onClick={() => setEditing(true)} data-testid="edit-lender">
              {t('actions.edit')}
            </Button>
          )}
        </Space>
      </Flex>

      {lender.status === 'inactive' && <Alert type="warning" showIcon title={t('detail.inactive')} style={{ marginBottom: 16 }} />}

      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="lender-fields">
          <Descriptions.Item label={t('fields.code')}>{lender.code}</Descriptions.Item>
          <Descriptions.Item label={t('fields.legal_name')}>{lender.legal_name ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('fields.kind')}>{t(`kind.${lender.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.quality_regime')}>
            <span data-testid="lender-regime">{t(`quality_regime.${lender.quality_regime}`)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.contact_email')}>{lender.contact_email ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('fields.contact_phone')}>{lender.contact_phone ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('columns.staff')}>{formatNumber(lender.staff_count)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: key as Tab })}
        destroyOnHidden
        items={[
          {
            key: 'overview',
            label: t('tabs.overview'),
            children: (
              <>
                <Totals lender={lender} />
                <Stats lender={lender} />
                <FundingSourcesCard
                  lender={lender}
                  onAdd={() => setSource({ lenderId: lender.id, source: null })}
                  onEdit={(s: FundingSource) => setSource({ lenderId: lender.id, source: s })}
                />
                <LenderLoansCard lenderId={lender.id} />
              </>
            ),
          },
          {
            key: 'statement',
            label: t('tabs.statement'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <StatementTab lenderId={lender.id} month={month} onMonthChange={(m) => show({ month: m })} />
              </Suspense>
            ),
          },
        ]}
      />

      <LenderFormModal lender={editing ? lender : null} onClose={() => setEditing(false)} />
      <FundingSourceModal target={source} onClose={() => setSource(null)} />
      <PickLoansModal
        open={picking}
        lenderId={lender.id}
        onClose={() => setPicking(false)}
        onPicked={(loanIds) => {
          setPicking(false);
          setAllocating(loanIds);
        }}
      />
      <AllocateModal loanIds={allocating} lender={{ id: lender.id, name: lender.name }} onClose={() => setAllocating(null)} />
    </>
  );
}
