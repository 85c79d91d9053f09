/** Pieces the reminders' tabs share: a message's status tag, a rule's offset in words. */
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/ClientRecord';
import type { MessageStatus } from '../api';

export const none = <Typography.Text type="secondary">—</Typography.Text>;
export const nowrap = { whiteSpace: 'nowrap' } as const;

/** Whether the signed-in staff member may change rules and templates: the back office only (no `lender_id`). */
export function useCanWrite(): boolean {
  return !useSession().me.lender_id;
}

const COLOURS: Record<MessageStatus, string> = { queued: 'default', sent: 'blue', delivered: 'green', failed: 'red' };

/** Where a message stands: queued (grey), sent (blue), delivered (green), failed (red). */
export function MessageStatusTag({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('reminders');
  return (
    <Tag color={COLOURS[status]} data-testid="message-status" data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`message_status.${status}`)}
    </Tag>
  );
}

/** Days from the due date in words: "3 days before the due date", "on the due date", "1 day after". */
export function useOffsetWords() {
  const { t } = useTranslation('reminders');
  return (days: number | null | undefined): string => {
    if (typeof days !== 'number' || !Number.isInteger(days)) return '';
    if (days === 0) return t('offset.on');
    return days < 0 ? t('offset.before', { count: -days }) : t('offset.after', { count: days });
  };
}
