/**
 * `/app/motorcycle/detail?id=<uuid>` (issue 11): one unit — its fields, who holds it now, its
 * batteries, its handovers, and its whole history (registration, handovers, status changes,
 * battery swaps, service, ETLE and e-toll, mobility sync) as one timeline, newest first. "Change
 * status" shows when the unit's `allowed_actions` allow it. Without `id`: a search by plate.
 */
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, List, Result, Space, Table, Timeline, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageHeading } from '../../../components/PageHeading';
import { SearchBox } from '../../../components/list';
import { FileLink } from '../../../entities/file/FileLink';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { LoanStatusTag } from '../../../entities/loan/StatusTag';
import { ApiError } from '../../../lib/api';
import { formatNumber, formatPercent, formatRupiah } from '../../../lib/format';
import { humanize } from '../../../lib/humanize';
import { formatJakartaDate, formatJakartaDateTime } from '../../../lib/jakartaTime';
import { useMotorcycle, useMotorcycleChoices } from '../api';
import { batteryPath, motorcyclePath } from '../paths';
import type { Handover, MotorcycleDetail, TimelineEvent, UnitBattery } from '../schemas';
import { ChangeStatusModal } from './ChangeStatusModal';
import { MotorcycleStatusTag, StnkTag } from './MotorcycleTags';

const none = '—';

const KIND_COLOURS: Record<string, string> = {
  registered: 'blue',
  handed_over: 'green',
  status_changed: 'gray',
  battery_swap: 'blue',
  service: 'gray',
  etle: 'red',
  etoll: 'red',
  mobility_sync: 'gray',
};

/** Finds a unit by plate (or frame or engine number) and opens it. */
function FindUnit() {
  const { t } = useTranslation('motorcycle');
  const [q, setQ] = useState('');
  const found = useMotorcycleChoices({ q: q.trim(), limit: 10 }, q.trim().length > 0);
  const units = q.trim() ? (found.data?.items ?? []) : [];
  return (
    <>
      <PageHeading>{t('nav:motorcycle.detail')}</PageHeading>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t('detail.find_text')}</Typography.Text>
          <SearchBox value={q} onSearch={setQ} label={t('detail.find_label')} placeholder={t('detail.find_placeholder')} testId="find-unit" width={320} />
          {q.trim() && (
            <List
              loading={found.isFetching}
              dataSource={units}
              locale={{ emptyText: t('detail.find_none') }}
              data-testid="find-results"
              renderItem={(unit) => (
                <List.Item>
                  <Space>
                    <Link to={motorcyclePath(unit.id)}>{unit.plate_number}</Link>
                    <Typography.Text type="secondary">
                      {unit.motorcycle_type_name} · {unit.colour} · {unit.frame_number}
                    </Typography.Text>
                    <MotorcycleStatusTag status={unit.status} />
                  </Space>
                </List.Item>
              )}
            />
          )}
        </Flex>
      </Card>
    </>
  );
}

/** The locale text of a timeline detail key, or the key itself. */
/** A history fact's label in the reader's language (a readable form of the key for a new one). */
function useDetailKey() {
  const { t, i18n } = useTranslation('motorcycle');
  return (key: string) => (i18n.exists(`motorcycle:timeline_detail.${key}`) ? t(`timeline_detail.${key}`) : humanize(key));
}

/** Where a history fact's coded value has its text, by the event's kind and the fact's key. */
function codeTextKey(kind: string, key: string): string | null {
  if (kind === 'status_changed' && (key === 'from' || key === 'to')) return 'motorcycle:status';
  if (kind === 'service' && key === 'service_kind') return 'fleet:kind';
  if (kind === 'service' && key === 'status') return 'fleet:status';
  if ((kind === 'etle' || kind === 'etoll') && key === 'status') return 'fleet:ticket_status';
  return null;
}

/** A history fact's value as the reader reads it: texts for codes, rupiah, dates, lists. */
function useDetailValue() {
  const { t, i18n } = useTranslation('motorcycle');
  return (kind: string, key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return none;
    if (Array.isArray(value)) return value.map(String).join(', ') || none;
    const texts = codeTextKey(kind, key);
    if (texts && typeof value === 'string' && i18n.exists(`${texts}.${value}`)) return t(`${texts}.${value}`);
    if ((key === 'amount' || key === 'total_cost') && typeof value === 'number') return formatRupiah(value);
    if (key === 'odometer_km' && typeof value === 'number') return `${formatNumber(value)} km`;
    if (key === 'scheduled_on' && typeof value === 'string') return formatJakartaDate(value);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  };
}

function UnitTimeline({ events }: { events: TimelineEvent[] }) {
  const { t, i18n } = useTranslation('motorcycle');
  const label = useDetailKey();
  const shown = useDetailValue();
  if (!events.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.no_events')} />;
  return (
    <Timeline
      data-testid="motorcycle-timeline"
      items={events.map((e, i) => ({
        key: `${e.at}-${i}`,
        color: KIND_COLOURS[e.kind] ?? 'gray',
        content: (
          <div data-testid="timeline-event" data-kind={e.kind}>
            <Typography.Text strong>{i18n.exists(`motorcycle:timeline.${e.kind}`) ? t(`timeline.${e.kind}`) : humanize(e.kind)}</Typography.Text>
            <br />
            <Typography.Text type="secondary" data-testid="timeline-when">
              {formatJakartaDateTime(e.at)}
            </Typography.Text>
            {Object.entries(e.detail).map(([key, value]) => (
              <div key={key} data-testid="timeline-detail">
                <Typography.Text type="secondary">{label(key)}:</Typography.Text> {shown(e.kind, key, value)}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}

function Fields({ unit }: { unit: MotorcycleDetail }) {
  const { t } = useTranslation('motorcycle');
  return (
    <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="motorcycle-fields">
      <Descriptions.Item label={t('fields.motorcycle_type')}>{unit.motorcycle_type_name}</Descriptions.Item>
      <Descriptions.Item label={t('fields.colour')}>{unit.colour}</Descriptions.Item>
      <Descriptions.Item label={t('fields.year')}>{unit.year}</Descriptions.Item>
      <Descriptions.Item label={t('fields.frame_number')}>
        <Typography.Text code>{unit.frame_number}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.engine_number')}>{unit.engine_number}</Descriptions.Item>
      <Descriptions.Item label={t('fields.odometer_km')}>{unit.odometer_km === null ? none : `${formatNumber(unit.odometer_km)} km`}</Descriptions.Item>
      <Descriptions.Item label={t('fields.stnk_number')}>{unit.stnk_number}</Descriptions.Item>
      <Descriptions.Item label={t('fields.stnk_expires_on')}>
        <Space size={4}>
          {formatJakartaDate(unit.stnk_expires_on)}
          <StnkTag warning={unit.stnk_warning} />
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.bpkb_number')}>{unit.bpkb_number}</Descriptions.Item>
      <Descriptions.Item label={t('fields.dealer')}>{unit.dealer_name}</Descriptions.Item>
      <Descriptions.Item label={t('fields.purchase_price')}>{formatRupiah(unit.purchase_price)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.registered_at')}>{formatJakartaDateTime(unit.created_at)}</Descriptions.Item>
    </Descriptions>
  );
}

function HolderCard({ unit }: { unit: MotorcycleDetail }) {
  const { t } = useTranslation('motorcycle');
  const holder = unit.holder;
  return (
    <Card title={t('detail.holder')} size="small" style={{ marginBottom: 16 }}>
      {holder ? (
        <Descriptions column={{ xs: 1, md: 3 }} size="small" data-testid="motorcycle-holder">
          <Descriptions.Item label={t('fields.borrower')}>{holder.borrower_name}</Descriptions.Item>
          <Descriptions.Item label={t('fields.loan_id')}>
            <LoanLink loanId={holder.loan_id} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.loan_status')}>
            <LoanStatusTag kind="active" status={holder.active_status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.dpd')}>{formatNumber(holder.dpd)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.lender')}>{holder.lender_name ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('fields.handed_over_at')}>{formatJakartaDateTime(holder.handed_over_at)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('detail.no_holder')}</Typography.Text>
      )}
    </Card>
  );
}

function BatteriesCard({ batteries }: { batteries: UnitBattery[] }) {
  const { t } = useTranslation('motorcycle');
  return (
    <Card title={t('fields.batteries')} size="small" style={{ marginBottom: 16 }}>
      <Table<UnitBattery>
        data-testid="motorcycle-batteries"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={batteries}
        locale={{ emptyText: t('detail.no_batteries') }}
        columns={[
          { key: 'serial', title: t('battery.serial'), render: (_, b) => <Link to={batteryPath(b.id)}>{b.serial}</Link> },
          { key: 'model', title: t('battery.model'), render: (_, b) => b.model },
          { key: 'soh', title: t('battery.soh'), align: 'right', render: (_, b) => formatPercent(b.state_of_health_percent) },
          { key: 'cycles', title: t('battery.cycles'), align: 'right', render: (_, b) => formatNumber(b.cycle_count) },
          { key: 'last_swap', title: t('battery.last_swap'), render: (_, b) => (b.last_swap_at ? formatJakartaDateTime(b.last_swap_at) : none) },
        ]}
      />
    </Card>
  );
}

function HandoversCard({ handovers }: { handovers: Handover[] }) {
  const { t } = useTranslation('motorcycle');
  return (
    <Card title={t('detail.handovers')} size="small" style={{ marginBottom: 16 }}>
      <Table<Handover>
        data-testid="motorcycle-handovers"
        rowKey={(h) => `${h.loan_id}-${h.handed_over_at}`}
        size="small"
        pagination={false}
        dataSource={handovers}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('detail.no_handovers') }}
        columns={[
          { key: 'loan', title: t('fields.loan_id'), render: (_, h) => <LoanLink loanId={h.loan_id} /> },
          { key: 'borrower', title: t('fields.borrower'), render: (_, h) => h.borrower_name },
          { key: 'at', title: t('fields.handed_over_at'), render: (_, h) => formatJakartaDateTime(h.handed_over_at) },
          { key: 'odometer', title: t('fields.odometer_km'), align: 'right', render: (_, h) => `${formatNumber(h.odometer_km)} km` },
          { key: 'batteries', title: t('fields.batteries'), render: (_, h) => h.battery_serials.join(', ') || none },
          {
            key: 'files',
            title: t('detail.documents'),
            render: (_, h) => (
              <Space size={4} wrap>
                <FileLink fileId={h.bast_file_id} label={t('handover.bast')} />
                {h.photo_file_ids.map((id, i) => (
                  <FileLink key={id} fileId={id} label={t('detail.photo', { number: i + 1 })} />
                ))}
              </Space>
            ),
          },
          { key: 'ended', title: t('detail.ended_at'), render: (_, h) => (h.ended_at ? formatJakartaDateTime(h.ended_at) : none) },
        ]}
      />
    </Card>
  );
}

function UnitPage({ id }: { id: string }) {
  const { t } = useTranslation('motorcycle');
  const detail = useMotorcycle(id);
  const [changing, setChanging] = useState(false);
  const back = (
    <ButtonLink to="/app/motorcycle/detail" icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
      {t('detail.find_another')}
    </ButtonLink>
  );

  if (detail.isPending) return <FullPageSpinner />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return missing ? (
      <Result status="404" title={t('detail.not_found_title')} subTitle={t('detail.not_found')} extra={back} data-testid="motorcycle-not-found" />
    ) : (
      <Alert type="error" showIcon title={detail.error.message} action={<Button size="small" onClick={() => void detail.refetch()}>{t('errors:retry')}</Button>} />
    );
  }

  const unit = detail.data;
  return (
    <>
      {back}
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Space align="center" wrap>
          <PageHeading>{unit.plate_number}</PageHeading>
          <MotorcycleStatusTag status={unit.status} />
        </Space>
        {unit.allowed_actions.includes('change_status') && (
          <Button onClick={() => setChanging(true)} data-testid="change-status">
            {t('actions.change_status')}
          </Button>
        )}
      </Flex>
      <Card style={{ marginBottom: 16 }}>
        <Fields unit={unit} />
      </Card>
      <HolderCard unit={unit} />
      <BatteriesCard batteries={unit.batteries} />
      <HandoversCard handovers={unit.handovers} />
      <Card title={t('detail.history')} size="small">
        <UnitTimeline events={unit.timeline} />
      </Card>
      <ChangeStatusModal unit={changing ? unit : null} onClose={() => setChanging(false)} />
    </>
  );
}

export function MotorcycleDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <UnitPage key={id} id={id} /> : <FindUnit />;
}
