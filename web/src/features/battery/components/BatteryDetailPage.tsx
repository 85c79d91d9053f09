/**
 * `/app/battery/detail?id=<uuid>` (issue 11): one battery — its fields, the unit it sits on, and
 * its swaps at the stations (newest 100): time (WIB), station, plate, battery out and in, and the
 * state of charge of each.
 */
import { Alert, Button, Card, Descriptions, Result, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageHeading } from '../../../components/PageHeading';
import { ApiError } from '../../../lib/api';
import { formatNumber, formatPercent } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { useBattery } from '../api';
import { BATTERY_LIST_PATH, motorcyclePath } from '../paths';
import type { SwapView } from '../schemas';
import { BatteryStatusTag, HealthText } from './BatteryStatusTag';

const none = '—';

export function BatteryDetailPage() {
  const { t } = useTranslation('battery');
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const detail = useBattery(id);
  const back = (
    <ButtonLink to={BATTERY_LIST_PATH} icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
      {t('detail.back')}
    </ButtonLink>
  );

  if (!id) return <Result status="info" title={t('nav:battery.detail')} subTitle={t('detail.no_id')} extra={back} data-testid="battery-no-id" />;
  if (detail.isPending) return <FullPageSpinner />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return missing ? (
      <Result status="404" title={t('detail.not_found_title')} subTitle={t('detail.not_found')} extra={back} data-testid="battery-not-found" />
    ) : (
      <Alert type="error" showIcon title={detail.error.message} action={<Button size="small" onClick={() => void detail.refetch()}>{t('errors:retry')}</Button>} />
    );
  }

  const battery = detail.data;
  return (
    <>
      {back}
      <Space align="center" wrap>
        <PageHeading>{battery.serial}</PageHeading>
        <BatteryStatusTag status={battery.status} />
      </Space>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="battery-fields">
          <Descriptions.Item label={t('fields.model')}>{battery.model}</Descriptions.Item>
          <Descriptions.Item label={t('fields.capacity_kwh')}>{formatNumber(battery.capacity_kwh)} kWh</Descriptions.Item>
          <Descriptions.Item label={t('fields.state_of_health_percent')}>
            <HealthText percent={battery.state_of_health_percent} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.cycle_count')}>{formatNumber(battery.cycle_count)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.plate_number')}>
            {battery.motorcycle_id && battery.plate_number ? <Link to={motorcyclePath(battery.motorcycle_id)}>{battery.plate_number}</Link> : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.last_swap_at')}>{battery.last_swap_at ? formatJakartaDateTime(battery.last_swap_at) : none}</Descriptions.Item>
          <Descriptions.Item label={t('fields.registered_at')}>{formatJakartaDateTime(battery.created_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('detail.swaps')} size="small">
        <Typography.Paragraph type="secondary">{t('detail.swaps_note')}</Typography.Paragraph>
        <Table<SwapView>
          data-testid="battery-swaps"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={battery.swaps}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('detail.no_swaps') }}
          columns={[
            { key: 'at', title: t('swaps.swapped_at'), render: (_, s) => <span style={{ whiteSpace: 'nowrap' }}>{formatJakartaDateTime(s.swapped_at)}</span> },
            { key: 'station', title: t('swaps.station'), render: (_, s) => s.station_id },
            {
              key: 'plate',
              title: t('fields.plate_number'),
              render: (_, s) => (s.motorcycle_id ? <Link to={motorcyclePath(s.motorcycle_id)}>{s.plate_number}</Link> : s.plate_number),
            },
            { key: 'out', title: t('swaps.battery_out'), render: (_, s) => s.battery_out_serial },
            { key: 'in', title: t('swaps.battery_in'), render: (_, s) => s.battery_in_serial },
            { key: 'soc_out', title: t('swaps.soc_out'), align: 'right', render: (_, s) => formatPercent(s.soc_out_percent) },
            { key: 'soc_in', title: t('swaps.soc_in'), align: 'right', render: (_, s) => formatPercent(s.soc_in_percent) },
          ]}
        />
      </Card>
    </>
  );
}
