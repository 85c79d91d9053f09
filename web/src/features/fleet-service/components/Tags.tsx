/** Coloured tags of a service order's and a ticket's status. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceStatus, TicketStatus } from '../api';

const SERVICE_COLOURS: Record<ServiceStatus, string> = {
  scheduled: 'blue',
  in_progress: 'gold',
  done: 'green',
  cancelled: 'default',
};

const TICKET_COLOURS: Record<TicketStatus, string> = {
  unpaid: 'red',
  paid: 'green',
  charged_to_borrower: 'purple',
};

export function ServiceStatusTag({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation('fleet');
  return (
    <Tag color={SERVICE_COLOURS[status]} data-testid="service-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('fleet');
  return (
    <Tag color={TICKET_COLOURS[status]} data-testid="ticket-status" data-status={status}>
      {t(`ticket_status.${status}`)}
    </Tag>
  );
}
