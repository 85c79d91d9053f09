import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { formatNumber } from '../../../lib/format';
import { STAGES, useHomeSummary } from '../api';

/** The home dashboard: how many loans sit in each pipeline stage. */
export function HomePage() {
  const { t } = useTranslation('home');
  const summary = useHomeSummary();
  const counts = new Map(summary.data?.stages.map((s) => [s.stage, s.count]));

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      {summary.isError && <Alert type="error" showIcon title={summary.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {STAGES.map((stage) => (
          <Col key={stage} xs={24} sm={12} lg={8} xxl={4}>
            <Card data-testid={`stage-${stage}`}>
              <Statistic
                title={t(`stages.${stage}`)}
                value={counts.get(stage) ?? 0}
                loading={summary.isPending}
                formatter={(value) => formatNumber(Number(value))}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
