import { Alert, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDealer } from '../api';

/** A map link for a point (opens in a new tab). */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/**
 * The dealer of a loan: name, address, phone and map coordinates (decimal degrees, as maps take
 * them) with a link to a map.
 */
export function DealerModal({ loanId, onClose }: { loanId: string | null; onClose: () => void }) {
  const { t } = useTranslation('repayment');
  const dealer = useDealer(loanId ?? undefined);
  const d = dealer.data;
  return (
    <Modal open={loanId !== null} title={t('dealer.title', { loanId: loanId ?? '' })} footer={null} onCancel={onClose} destroyOnHidden>
      {dealer.isPending && <Skeleton active />}
      {dealer.isError && <Alert type="error" showIcon title={dealer.error.message} />}
      {d && (
        <Descriptions
          size="small"
          column={1}
          bordered
          data-testid="dealer-info"
          items={[
            { key: 'name', label: t('dealer.name'), children: d.name },
            { key: 'address', label: t('dealer.address'), children: d.address },
            { key: 'phone', label: t('dealer.phone'), children: d.phone ? <a href={`tel:${d.phone}`}>{d.phone}</a> : '—' },
            {
              key: 'coordinates',
              label: t('dealer.coordinates'),
              children:
                d.latitude != null && d.longitude != null ? (
                  <>
                    <Typography.Text copyable>{`${d.latitude.toFixed(6)}, ${d.longitude.toFixed(6)}`}</Typography.Text>
                    <br />
                    <a href={mapUrl(d.latitude, d.longitude)} target="_blank" rel="noopener noreferrer" data-testid="dealer-map">
                      {t('dealer.open_map')}
                    </a>
                  </>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
