import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { HANDOVER_PATH } from '../api';
import { Section } from './Section';

/** The units waiting to be handed over to their borrower, a link to the handover list. */
export function HandoverCard({ count }: { count: number }) {
  const { t } = useTranslation('home');
  return (
    <Section title={t('handover.title')} testId="home-handover">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Link to={HANDOVER_PATH} aria-label={t('handover.open', { number: formatNumber(count) })}>
            <Card hoverable data-testid="to-hand-over">
              <Statistic title={t('handover.to_hand_over')} value={count} formatter={(value) => formatNumber(Number(value))} />
            </Card>
          </Link>
        </Col>
      </Row>
    </Section>
  );
}
