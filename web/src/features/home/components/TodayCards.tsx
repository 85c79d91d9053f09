import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRupiah } from '../../../lib/format';
import type { CountAmount } from '../api';
import { Section } from './Section';

/** Today's repayments (Jakarta day): the installments due and the payments collected, each amount with its count. */
export function TodayCards({ today }: { today: { due: CountAmount; collected: CountAmount } }) {
  const { t } = useTranslation('home');
  return (
    <Section title={t('today.title')} testId="home-today">
      <Row gutter={[16, 16]}>
        {(['due', 'collected'] as const).map((part) => (
          <Col key={part} xs={24} sm={12} lg={8}>
            <Card data-testid={`today-${part}`}>
              <Statistic title={t(`today.${part}`)} value={today[part].amount} formatter={(value) => formatRupiah(Number(value))} />
              <Typography.Text type="secondary" data-testid={`today-${part}-count`}>
                {t(`today.${part}_count`, { number: formatNumber(today[part].count) })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Section>
  );
}
