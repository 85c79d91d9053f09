import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { LATE_BUCKETS, latePath, ojkBucket, type CountAmount, type LateBucket } from '../api';
import { Section } from './Section';

/** Bar colours from the mildest range to the worst. */
const COLORS: Record<LateBucket, string> = { '1_30': '#fadb14', '31_60': '#fa8c16', '61_90': '#fa541c', over_90: '#cf1322' };

/** A thin bar of a bucket's share of the late loans (plain boxes: antd's Progress would weigh on Home's first load). */
function ShareBar({ share, color }: { share: number; color: string }) {
  return (
    <div aria-hidden style={{ height: 6, marginTop: 8, borderRadius: 3, background: 'rgba(0, 0, 0, 0.06)' }}>
      <div style={{ width: `${Math.round(share * 100)}%`, height: '100%', borderRadius: 3, background: color }} />
    </div>
  );
}

/**
 * Late loans per days-past-due range, each a card (count, amount overdue, OJK quality name, and
 * a bar of its share of the late loans) that opens the late list narrowed to that bucket. Drawn
 * without a chart library, which would weigh on every first visit to Home.
 */
export function LateBucketCards({ buckets }: { buckets: ({ bucket: LateBucket } & CountAmount)[] }) {
  const { t } = useTranslation('home');
  const late = LATE_BUCKETS.map((bucket) => buckets.find((b) => b.bucket === bucket) ?? { bucket, count: 0, amount: 0 });
  const all = late.reduce((sum, b) => sum + b.count, 0);
  return (
    <Section title={t('late.title')} testId="home-late">
      <Row gutter={[16, 16]}>
        {late.map(({ bucket, count, amount }) => {
          const label = t(`late.buckets.${bucket}`);
          return (
            <Col key={bucket} xs={24} sm={12} lg={6}>
              <Link to={latePath(bucket)} aria-label={t('late.open', { bucket: label, number: formatNumber(count) })}>
                <Card hoverable size="small" data-testid={`late-${bucket}`}>
                  <Statistic title={label} value={count} formatter={(value) => formatNumber(Number(value))} />
                  <Typography.Text data-testid={`late-${bucket}-amount`}>{formatRupiah(amount)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t(`loan:status.bucket.${ojkBucket(bucket)}`)}</Typography.Text>
                  <ShareBar share={all ? count / all : 0} color={COLORS[bucket]} />
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </Section>
  );
}
