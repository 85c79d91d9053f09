import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatteryStatus } from '../schemas';

const COLOURS: Record<BatteryStatus, string> = {
  in_stock: 'blue',
  installed: 'green',
  at_station: 'cyan',
  charging: 'gold',
  retired: 'default',
};

export function BatteryStatusTag({ status }: { status: BatteryStatus }) {
  const { t } = useTranslation('battery');
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-status={status} data-testid="battery-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A state of health in percent, red under 70% and orange under 80%. */
export function HealthText({ percent }: { percent: number }) {
  const colour = percent < 70 ? 'red' : percent < 80 ? 'orange' : undefined;
  return (
    <Tag color={colour} bordered={false} data-testid="battery-soh">
      {new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(percent)}%
    </Tag>
  );
}
