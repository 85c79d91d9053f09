import { Col, Row, Statistic } from 'antd';
import { formatNumber } from '../../lib/format';
import { Panel } from '../Panel';
import { Text } from '../Texts';

/** One count above a list. */
export interface CountEntry {
  key: string;
  label: string;
  value: number | undefined;
  /** A line under the count (e.g. the rupiah amount of those loans). */
  note?: string;
}

/** The counts above a list (summary endpoint), one card each. */
export function CountCards({ entries, loading }: { entries: CountEntry[]; loading: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {entries.map((entry) => (
        <Col key={entry.key} xs={12} md={8} xl={{ flex: `${100 / Math.min(entries.length, 6)}%` }}>
          <Panel small data-testid={`summary-${entry.key}`}>
            <Statistic
              title={entry.label}
              value={entry.value ?? 0}
              loading={loading}
              formatter={(value) => formatNumber(Number(value))}
            />
            {entry.note !== undefined && (
              <Text type="secondary" data-testid={`summary-${entry.key}-note`}>
                {entry.note}
              </Text>
            )}
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
