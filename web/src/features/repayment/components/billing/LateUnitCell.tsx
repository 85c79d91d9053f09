/**
 * The late list's motorcycle column (issue 11 item 4): the unit the loan holds and the early
 * warning — a borrower who is late but still swaps batteries still rides the motorcycle.
 */
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlateLink } from '../../../../entities/asset/PlateLink';
import { formatDateTime } from '../../../../lib/format';
import type { LateRow } from '../../api';

export function LateUnitCell({ unit }: { unit: LateRow['unit'] }) {
  const { t } = useTranslation('repayment');
  if (!unit) return <Typography.Text type="secondary">—</Typography.Text>;
  const lastSwap = unit.last_swap_at ? formatDateTime(unit.last_swap_at) : null;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>
        <PlateLink plate={unit.plate_number} motorcycleId={unit.motorcycle_id} />
      </span>
      <br />
      {unit.swapping_while_late ? (
        <Tooltip title={t('unit.swapping_help', { time: lastSwap })}>
          <Tag color="warning" data-testid="still-swapping">
            {t('unit.swapping')}
          </Tag>
        </Tooltip>
      ) : (
        <Typography.Text type="secondary" data-testid="last-swap">
          {lastSwap ? t('unit.last_swap', { time: lastSwap }) : t('unit.no_swap')}
        </Typography.Text>
      )}
    </>
  );
}
