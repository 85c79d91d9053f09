import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MotorcycleStatus, StnkWarning } from '../schemas';

const STATUS_COLOURS: Record<MotorcycleStatus, string> = {
  in_stock: 'blue',
  reserved: 'gold',
  handed_over: 'green',
  in_service: 'purple',
  repossessed: 'volcano',
  sold: 'default',
  written_off: 'red',
};

/** A unit's status as a coloured tag. */
export function MotorcycleStatusTag({ status }: { status: MotorcycleStatus }) {
  const { t } = useTranslation('motorcycle');
  return (
    <Tag color={STATUS_COLOURS[status] ?? 'default'} data-status={status} data-testid="motorcycle-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The STNK warning (expiring within 30 days, or expired); nothing when the STNK is valid. */
export function StnkTag({ warning }: { warning: StnkWarning | null }) {
  const { t } = useTranslation('motorcycle');
  if (!warning) return null;
  return (
    <Tag color={warning === 'expired' ? 'red' : 'orange'} data-testid="stnk-warning">
      {t(`stnk.${warning}`)}
    </Tag>
  );
}
