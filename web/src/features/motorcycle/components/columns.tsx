import { Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { LoanStatusTag } from '../../../entities/loan/StatusTag';
import { formatNumber } from '../../../lib/format';
import { formatJakartaDate } from '../../../lib/jakartaTime';
import { motorcyclePath } from '../paths';
import type { MotorcycleView } from '../schemas';
import { MotorcycleStatusTag, StnkTag } from './MotorcycleTags';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** The plate as the link that opens the unit. */
export function PlateLink({ unit }: { unit: Pick<MotorcycleView, 'id' | 'plate_number'> }) {
  const { t } = useTranslation('motorcycle');
  return (
    <Link to={motorcyclePath(unit.id)} aria-label={t('actions.open_for', { plate: unit.plate_number })} data-testid="plate-link">
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        {unit.plate_number}
      </Typography.Text>
    </Link>
  );
}

function Batteries({ serials }: { serials: string[] }) {
  return serials.length ? <span data-testid="battery-serials">{serials.join(', ')}</span> : none;
}

/** The columns of every unit (registration list). */
export function useUnitColumns(): TableColumnsType<MotorcycleView> {
  const { t } = useTranslation('motorcycle');
  return [
    { key: 'plate', title: t('fields.plate_number'), render: (_, row) => <PlateLink unit={row} /> },
    { key: 'type', title: t('fields.motorcycle_type'), render: (_, row) => `${row.motorcycle_type_name} · ${row.colour} · ${row.year}` },
    {
      key: 'frame',
      title: t('fields.frame_number'),
      render: (_, row) => (
        <>
          <Typography.Text code>{row.frame_number}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.engine_number}</Typography.Text>
        </>
      ),
    },
    { key: 'status', title: t('fields.status'), render: (_, row) => <MotorcycleStatusTag status={row.status} /> },
    {
      key: 'stnk',
      title: t('fields.stnk_expires_on'),
      render: (_, row) => (
        <Space size={4} wrap>
          <span style={{ whiteSpace: 'nowrap' }}>{formatJakartaDate(row.stnk_expires_on)}</span>
          <StnkTag warning={row.stnk_warning} />
        </Space>
      ),
    },
    {
      key: 'holder',
      title: t('fields.holder'),
      render: (_, row) =>
        row.holder ? (
          <>
            {row.holder.borrower_name}
            <br />
            <LoanLink loanId={row.holder.loan_id} />
          </>
        ) : (
          none
        ),
    },
    { key: 'dealer', title: t('fields.dealer'), render: (_, row) => row.dealer_name },
  ];
}

/** The columns of the units in use (active list). */
export function useActiveColumns(): TableColumnsType<MotorcycleView> {
  const { t } = useTranslation('motorcycle');
  return [
    { key: 'plate', title: t('fields.plate_number'), render: (_, row) => <PlateLink unit={row} /> },
    { key: 'type', title: t('fields.motorcycle_type'), render: (_, row) => row.motorcycle_type_name },
    { key: 'borrower', title: t('fields.borrower'), render: (_, row) => row.holder?.borrower_name ?? none },
    { key: 'loan', title: t('fields.loan_id'), render: (_, row) => (row.holder ? <LoanLink loanId={row.holder.loan_id} /> : none) },
    {
      key: 'loan_status',
      title: t('fields.loan_status'),
      render: (_, row) => (row.holder ? <LoanStatusTag kind="active" status={row.holder.active_status} /> : none),
    },
    {
      key: 'dpd',
      title: t('fields.dpd'),
      align: 'right',
      render: (_, row) => (row.holder ? <span data-testid="dpd">{formatNumber(row.holder.dpd)}</span> : none),
    },
    { key: 'stnk', title: t('fields.stnk'), render: (_, row) => <StnkTag warning={row.stnk_warning} /> },
    { key: 'batteries', title: t('fields.batteries'), render: (_, row) => <Batteries serials={row.battery_serials} /> },
  ];
}
