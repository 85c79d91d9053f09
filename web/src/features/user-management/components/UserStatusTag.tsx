import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffStatus } from '../../../entities/staff/types';

const COLOURS: Record<StaffStatus, string> = { pending: 'gold', active: 'green', disabled: 'default' };

/** An account's status: invited (gold), active (green) or disabled (grey). */
export function UserStatusTag({ status }: { status: StaffStatus }) {
  const { t } = useTranslation('users');
  return (
    <Tag color={COLOURS[status]} data-testid="user-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
