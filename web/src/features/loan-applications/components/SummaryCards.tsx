import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import type { ApplicationSummary } from '../../../entities/loan-application/types';
import { formatNumber } from '../../../lib/format';
import { useApplicationSummary } from '../api';

const COUNTS: (keyof ApplicationSummary)[] = ['total', 'last_7_days', 'draft', 'unverified', 'verified', 'unqualified'];

/**
 * The counts above the list (spec §2): total, last 7 days, draft, unverified, verified, and the
 * unqualified leads apart from the drafts.
 */
export function SummaryCards() {
  const { t } = useTranslation('applications');
  const summary = useApplicationSummary();
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {COUNTS.map((count) => (
        <Col key={count} xs={12} md={8} xl={4}>
          <Panel small data-testid={`summary-${count}`}>
            <Statistic
              title={t(`summary.${count}`)}
              value={summary.data?.[count] ?? 0}
              loading={summary.isPending && !summary.isError}
              formatter={(value) => formatNumber(Number(value))}
            />
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
