/**
 * "Service due": the units whose last finished maintenance is 90 days or 3,000 km ago, or that
 * were never serviced (`GET /api/v1/service-reminders`), each with a button that opens a new
 * maintenance order for it.
 */
import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { useServiceReminders, type ReminderReason, type ServiceReminder } from '../api';
import { PlateLink } from '../../../entities/asset/PlateLink';

const REASON_COLOURS: Record<ReminderReason, string> = { time: 'orange', distance: 'volcano', never: 'red' };

export function ServiceRemindersCard({ onSchedule }: { onSchedule?: (reminder: ServiceReminder) => void }) {
  const { t } = useTranslation('fleet');
  const reminders = useServiceReminders();
  const rows = reminders.data ?? [];
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  return (
    <Card
      size="small"
      title={
        <>
          {t('reminders.title')}
          {/* A real space before the count: the title reads "Service due 0", not "Service due0". */}
          {reminders.isSuccess && (
            <>
              {' '}
              <Tag color={rows.length ? 'orange' : 'green'} style={{ marginInlineStart: 4 }} data-testid="reminders-count">
                {formatNumber(rows.length)}
              </Tag>
            </>
          )}
        </>
      }
      style={{ marginBottom: 16 }}
      data-testid="service-reminders"
    >
      {reminders.isError ? (
        <Alert type="error" showIcon title={reminders.error.message} />
      ) : (
        <Table<ServiceReminder>
          size="small"
          rowKey="motorcycle_id"
          dataSource={rows}
          loading={reminders.isPending}
          pagination={rows.length > 5 ? { pageSize: 5, size: 'small' } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('reminders.empty') }}
          columns={[
            { key: 'plate', title: t('columns.plate'), render: (_, r) => <PlateLink plate={r.plate_number} motorcycleId={r.motorcycle_id} /> },
            {
              key: 'last',
              title: t('reminders.last_service'),
              render: (_, r) => (r.last_service_on ? formatJakartaDate(r.last_service_on) : <Typography.Text type="secondary">{t('reminders.never')}</Typography.Text>),
            },
            { key: 'days', title: t('reminders.days_since'), align: 'right', render: (_, r) => (r.days_since === null ? none : formatNumber(r.days_since)) },
            { key: 'km', title: t('reminders.km_since'), align: 'right', render: (_, r) => (r.km_since === null ? none : `${formatNumber(r.km_since)} km`) },
            {
              key: 'reason',
              title: t('reminders.reason'),
              render: (_, r) => (
                <Tag color={REASON_COLOURS[r.reason]} data-testid="reminder-reason">
                  {t(`reminders.reasons.${r.reason}`)}
                </Tag>
              ),
            },
            ...(onSchedule
              ? [
                  {
                    key: 'schedule',
                    title: '',
                    render: (_: unknown, r: ServiceReminder) => (
                      <Button size="small" onClick={() => onSchedule(r)} aria-label={t('reminders.schedule_for', { plate: r.plate_number })}>
                        {t('reminders.schedule')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Card>
  );
}
