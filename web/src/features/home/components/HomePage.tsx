import { Alert, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { formatNumber } from '../../../lib/format';
import { stagePath, useHomeSummary } from '../api';
import { AssetCards } from './AssetCards';
import { HandoverCard } from './HandoverCard';
import { LateBucketCards } from './LateBucketCards';
import { TodayCards } from './TodayCards';

/**
 * The home dashboard: how many loans sit in each pipeline stage the staff member's level may
 * open (the server leaves the others out), each card a link to the list it counts; then, each only
 * when the server sends it (it sends null where the level may not see the area), today's
 * repayments, the late loans per bucket, the units to hand over and the asset registers.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const summary = useHomeSummary();
  const stages = summary.data?.stages ?? [];
  const today = summary.data?.today ?? null;
  const late = summary.data?.late_buckets ?? null;
  const toHandOver = summary.data?.to_hand_over ?? null;
  const assets = summary.data?.assets ?? null;

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      {summary.isError && <Alert type="error" showIcon title={summary.error.message} style={{ marginBottom: 16 }} />}
      {summary.isPending && <Skeleton active />}
      {summary.isSuccess && stages.length === 0 && <Empty description={t('no_stages')} data-testid="no-stages" />}
      <Row gutter={[16, 16]}>
        {stages.map(({ stage, count }) => (
          <Col key={stage} xs={24} sm={12} lg={8} xxl={4}>
            <Link to={stagePath(stage)} aria-label={t('open_stage', { stage: t(`stages.${stage}`), count })}>
              <Card hoverable data-testid={`stage-${stage}`}>
                <Statistic title={t(`stages.${stage}`)} value={count} formatter={(value) => formatNumber(Number(value))} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {today && <TodayCards today={today} />}
      {late && <LateBucketCards buckets={late} />}
      {toHandOver !== null && <HandoverCard count={toHandOver} />}
      {assets && <AssetCards registers={assets} />}
    </>
  );
}
