import { Card, Col, Row, Statistic } from 'antd';
import { formatNumber } from '../../../lib/format';

/** One count above a list. */
export interface CountEntry {
  key: string;
  label: string;
  value: number | undefined;
}

/** The counts above a list (summary endpoint), one card each. */
export function CountCards({ entries, loading }: { entries: CountEntry[]; loading: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {entries.map((entry) => (
        <Col key={entry.key} xs={12} md={8} xl={{ flex: `${100 / Math.min(entries.length, 6)}%` }}>
          <Card size="small" data-testid={`summary-${entry.key}`}>
            <Statistic
              title={entry.label}
              value={entry.value ?? 0}
              loading={loading}
              formatter={(value) => formatNumber(Number(value))}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
