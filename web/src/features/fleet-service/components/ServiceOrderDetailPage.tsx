/**
 * `/app/fleet-service/detail?id=<uuid>` (issue 11): one service order — its fields, its items with
 * their total, its status with the moves its `allowed_actions` allow, and a link to the
 * motorcycle for staff who may open it. Without `id`, the service orders to pick one from.
 */
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../entities/session/ClientRecord';
import { ApiError } from '../../../lib/api';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../lib/jakartaTime';
import { useServiceOrder, type ServiceItem, type ServiceOrder } from '../api';
import { SERVICE_DETAIL_PATH, SERVICE_REGISTRATION_PATH } from '../paths';
import { PlateLink } from '../../../entities/asset/PlateLink';
import { useServiceActions } from './ServiceActions';
import { ServiceOrderList } from './ServiceOrderList';
import { ServiceStatusTag } from './Tags';

export function ServiceOrderDetailPage() {
  const { t } = useTranslation('fleet');
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <ServiceOrderList title={t('titles.pick')} />;
  return <ServiceOrderDetail key={id} id={id} />;
}

function ServiceOrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const { me } = useSession();
  const detail = useServiceOrder(id);
  const moves = useServiceActions();
  const backTo = me.areas.includes('fleet-service/registration') ? SERVICE_REGISTRATION_PATH : SERVICE_DETAIL_PATH;
  const back = (
    <ButtonLink to={backTo} icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
      {t('detail.back')}
    </ButtonLink>
  );

  if (detail.isPending) return <FullPageSpinner />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return missing ? (
      <Result status="404" title={t('detail.not_found_title')} subTitle={t('detail.not_found')} extra={back} data-testid="order-not-found" />
    ) : (
      <Alert
        type="error"
        showIcon
        title={detail.error.message}
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            {t('errors:retry')}
          </Button>
        }
      />
    );
  }

  const order = detail.data;
  return (
    <>
      {back}
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Space align="center" wrap>
          <PageHeading>{t('detail.title', { plate: order.plate_number })}</PageHeading>
          <ServiceStatusTag status={order.status} />
        </Space>
        <Space wrap>
          {order.allowed_actions.map((action) => (
            <Button
              key={action}
              type={action === 'cancel' ? 'default' : 'primary'}
              danger={action === 'cancel'}
              loading={moves.pending}
              onClick={() => moves.run(order, action)}
              data-testid={`action-${action}`}
            >
              {moves.label(action)}
            </Button>
          ))}
        </Space>
      </Flex>
      <OrderFields order={order} />
      <OrderItems order={order} />
      {moves.dialog}
    </>
  );
}

function OrderFields({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation('fleet');
  const none = '—';
  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="order-fields">
        <Descriptions.Item label={t('fields.motorcycle')}>
          <PlateLink plate={order.plate_number} motorcycleId={order.motorcycle_id} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.kind')}>{t(`kind.${order.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.workshop')}>{order.workshop}</Descriptions.Item>
        <Descriptions.Item label={t('fields.scheduled_on')}>{formatJakartaDate(order.scheduled_on)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.odometer_km')}>{order.odometer_km === null ? none : `${formatNumber(order.odometer_km)} km`}</Descriptions.Item>
        <Descriptions.Item label={t('fields.completed_on')}>{order.completed_on ? formatJakartaDate(order.completed_on) : none}</Descriptions.Item>
        <Descriptions.Item label={t('fields.created_at')}>{formatJakartaDateTime(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.description')} span="filled">
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{order.description || none}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function OrderItems({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation('fleet');
  return (
    <Card title={t('items.title')}>
      <Table<ServiceItem & { n: number }>
        size="small"
        rowKey="n"
        pagination={false}
        dataSource={order.items.map((item, n) => ({ ...item, n }))}
        locale={{ emptyText: t('items.empty') }}
        data-testid="order-items"
        columns={[
          { key: 'name', title: t('items.name'), render: (_, item) => item.name },
          { key: 'quantity', title: t('items.quantity'), align: 'right', render: (_, item) => formatNumber(item.quantity) },
          { key: 'cost', title: t('items.cost'), align: 'right', render: (_, item) => formatRupiah(item.cost) },
          { key: 'subtotal', title: t('items.subtotal'), align: 'right', render: (_, item) => formatRupiah(item.quantity * item.cost) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('items.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <Typography.Text strong data-testid="order-total">
                {formatRupiah(order.total_cost)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
