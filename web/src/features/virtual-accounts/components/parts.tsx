/** Pieces both tabs of the virtual-account page draw: the status tag, the reason. */
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallbackStatus, UnmatchedReason } from '../api';

export const none = <Typography.Text type="secondary">—</Typography.Text>;
export const nowrap = { whiteSpace: 'nowrap' } as const;

const STATUS_COLOURS: Record<CallbackStatus, string> = { posted: 'green', assigned: 'blue', unmatched: 'orange' };

/** Where a callback stands: posted by itself (green), assigned by staff (blue), unmatched (orange). */
export function CallbackStatusTag({ status }: { status: CallbackStatus }) {
  const { t } = useTranslation('virtualAccounts');
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="callback-status" data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** Why a callback did not post by itself, in words. */
export function Reason({ reason }: { reason: UnmatchedReason | null | undefined }) {
  const { t } = useTranslation('virtualAccounts');
  if (!reason) return none;
  return (
    <Typography.Text data-testid="reason" data-reason={reason}>
      {t(`reason.${reason}`)}
    </Typography.Text>
  );
}
