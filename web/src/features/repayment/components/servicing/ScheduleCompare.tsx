/**
 * A restructuring proposal's schedules side by side (issue 44): the old schedule and the new one,
 * line by line by installment number (an installment only one side has leaves the other side's
 * line empty), with the unpaid principal and interest before and after and the interest change.
 */
import { Col, Descriptions, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoanStatusTag } from '../../../../entities/loan/StatusTag';
import { formatRupiah } from '../../../../lib/format';
import { formatJakartaDate } from '../../../../lib/jakartaTime';
import type { Restructure, RestructureInstallment } from '../../servicingApi';
import { pairSchedules, type SchedulePair } from '../../servicingSchedule';

const empty = <Typography.Text type="secondary">—</Typography.Text>;

function SideTable({ pairs, side, title }: { pairs: SchedulePair[]; side: 'old' | 'new'; title: string }) {
  const { t } = useTranslation('servicing');
  const cell = (render: (i: RestructureInstallment) => React.ReactNode) => (_: unknown, p: SchedulePair) => {
    const i = p[side];
    if (!i) return empty;
    const content = render(i);
    return side === 'new' && p.changed ? <Typography.Text strong>{content}</Typography.Text> : content;
  };
  return (
    <Table<SchedulePair>
      data-testid={`schedule-${side}`}
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      size="small"
      bordered
      rowKey="number"
      dataSource={pairs}
      pagination={false}
      scroll={{ x: 'max-content', y: 'min(60vh, 560px)' }}
      onRow={(p) => ({ 'data-changed': p.changed ? 'true' : 'false' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'number', title: t('schedule.number'), width: 56, render: (_, p) => p.number },
        { key: 'due', title: t('schedule.due_date'), render: cell((i) => <span style={{ whiteSpace: 'nowrap' }}>{formatJakartaDate(i.due_date)}</span>) },
        { key: 'amount_due', title: t('schedule.amount_due'), align: 'right', render: cell((i) => formatRupiah(i.amount_due)) },
        { key: 'amount_paid', title: t('schedule.amount_paid'), align: 'right', render: cell((i) => formatRupiah(i.amount_paid)) },
        { key: 'status', title: t('schedule.status'), render: (_, p) => (p[side] ? <LoanStatusTag kind="installment" status={p[side].status} /> : empty) },
      ]}
    />
  );
}

/** The two schedules of a proposal and what changes. */
export function ScheduleCompare({ proposal }: { proposal: Restructure }) {
  const { t } = useTranslation('servicing');
  const pairs = pairSchedules(proposal.old_schedule, proposal.new_schedule);
  const change = proposal.interest_change;
  return (
    <div data-testid="schedule-compare">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'old', label: t('schedule.unpaid_before'), children: <span data-testid="unpaid-old">{formatRupiah(proposal.old_unpaid_total)}</span> },
          { key: 'new', label: t('schedule.unpaid_after'), children: <span data-testid="unpaid-new">{formatRupiah(proposal.new_unpaid_total)}</span> },
          {
            key: 'interest',
            label: t('schedule.interest_change'),
            children: (
              <Typography.Text type={change > 0 ? 'warning' : undefined} data-testid="interest-change">
                {change > 0 ? '+' : ''}
                {formatRupiah(change)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <SideTable pairs={pairs} side="old" title={t('schedule.old')} />
        </Col>
        <Col xs={24} lg={12}>
          <SideTable pairs={pairs} side="new" title={t('schedule.new')} />
        </Col>
      </Row>
    </div>
  );
}
