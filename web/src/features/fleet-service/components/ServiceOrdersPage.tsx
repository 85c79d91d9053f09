/**
 * `/app/fleet-service/registration` (issue 11): the units due a service, and the service orders
 * with "New service order" (also from a unit due a service, as a maintenance order).
 */
import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ServiceOrderFormModal, type NewOrderStart } from './ServiceOrderFormModal';
import { ServiceOrderList } from './ServiceOrderList';
import { ServiceRemindersCard } from './ServiceRemindersCard';

export function ServiceOrdersPage() {
  const { t } = useTranslation('fleet');
  const [start, setStart] = useState<NewOrderStart | null>(null);
  return (
    <>
      <ServiceOrderList
        title={t('nav:fleet-service.registration')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setStart({})} data-testid="new-service-order">
            {t('orders.new')}
          </Button>
        }
        counts={
          <ServiceRemindersCard
            onSchedule={(r) => setStart({ motorcycle: { id: r.motorcycle_id, plate_number: r.plate_number }, kind: 'maintenance' })}
          />
        }
      />
      <ServiceOrderFormModal start={start} onClose={() => setStart(null)} />
    </>
  );
}
