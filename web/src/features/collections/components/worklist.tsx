/**
 * What the collector's worklist and its first view (src/app/FirstView.tsx) draw alike: the
 * columns and the filter controls. Nothing of antd's Table, Select or Dropdown, so a first load
 * draws the rows before the screen's code is in.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Space, Switch, Typography } from 'antd';
import { HistoryOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListColumns } from '../../../components/list/fitColumns';
import { namedOptions, type FilterField } from '../../../components/list/filterFields';
import type { FilterKey } from '../../../components/list/filterSpec';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { LoanStatusTag } from '../../../entities/loan/StatusTag';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime, jakartaToday } from '../../../lib/jakartaTime';
import { BUCKETS, PROMISE_STATUSES, useCollectors, type WorkItem } from '../api';
import { worklistFilters as spec } from '../query';
import { PromiseTag } from './PromiseTag';

type Key = FilterKey<typeof spec>;

/** The worklist's search box is narrower than the kit's, leaving room for its four filters (px). */
export const WORKLIST_SEARCH_WIDTH = 220;

const none = <Typography.Text type="secondary">—</Typography.Text>;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The declared filter controls: collector, bucket, promise status, "due today". */
export function useWorklistFilterFields(): FilterField<Key>[] {
  const { t } = useTranslation('collections');
  const collectors = useCollectors();
  return [
    {
      kind: 'select',
      key: 'collector_id',
      label: t('filters.collector'),
      ...namedOptions({ data: collectors.data?.map((c) => ({ id: c.id, name: c.full_name })), isPending: collectors.isPending }),
      searchable: true,
      width: 170,
      testId: 'filter-collector',
    },
    {
      kind: 'select',
      key: 'bucket',
      label: t('filters.bucket'),
      options: BUCKETS.map((b) => ({ value: b, label: t(`loan:status.bucket.${b}`) })),
      width: 170,
      testId: 'filter-bucket',
    },
    {
      kind: 'select',
      key: 'promise_status',
      label: t('filters.promise_status'),
      options: PROMISE_STATUSES.map((s) => ({ value: s, label: t(`promise_status.${s}`) })),
      width: 150,
      testId: 'filter-promise-status',
    },
    {
      kind: 'custom',
      key: 'due_today',
      render: (value, onChange) => (
        <Space size={6}>
          <Switch
            size="small"
            checked={value === 'true'}
            onChange={(on) => onChange(on ? 'true' : undefined)}
            aria-label={t('filters.due_today')}
            data-testid="filter-due-today"
          />
          <Typography.Text>{t('filters.due_today')}</Typography.Text>
        </Space>
      ),
    },
  ];
}

/** A row's "Record contact" and history buttons (without handlers in the first view). */
export function RowButtons({ loanId, onContact, onHistory }: { loanId: string; onContact?: () => void; onHistory?: () => void }) {
  const { t } = useTranslation('collections');
  return (
    <Flex gap={4} wrap={false}>
      <Button
        size="small"
        type="primary"
        ghost
        icon={<PhoneOutlined />}
        onClick={onContact}
        aria-label={t('actions.record_contact_for', { loanId })}
      >
        {t('actions.record_contact')}
      </Button>
      <Button size="small" icon={<HistoryOutlined />} onClick={onHistory} aria-label={t('actions.history_for', { loanId })} title={t('actions.history')} />
    </Flex>
  );
}

/**
 * The columns: the borrower and loan (the loan ID a link for staff who may open the loan), DPD
 * and bucket, what to collect, the collector, the last contact, the latest promise, the next
 * action, and the actions (`actions`).
 */
export function useWorklistColumns({ actions }: { actions: (row: WorkItem) => ReactNode }): ListColumns<WorkItem> {
  const { t } = useTranslation('collections');
  const today = jakartaToday();
  return [
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.full_name}</Typography.Text>
          <br />
          <LoanLink loanId={row.loan_id} />
          {row.phone && (
            <>
              <br />
              <Typography.Link href={`tel:${row.phone}`} data-testid="borrower-phone" style={{ fontSize: 12, ...nowrap }}>
                {row.phone}
              </Typography.Link>
            </>
          )}
        </>
      ),
    },
    {
      key: 'dpd',
      title: t('columns.dpd'),
      render: (_, row) => (
        <>
          <Typography.Text strong data-testid="dpd">
            {formatNumber(row.dpd)}
          </Typography.Text>
          <br />
          {row.bucket ? <LoanStatusTag kind="bucket" status={row.bucket} /> : null}
        </>
      ),
    },
    {
      key: 'to_collect',
      title: t('columns.to_collect'),
      align: 'right',
      render: (_, row) => (
        <>
          <Typography.Text strong data-testid="to-collect" style={nowrap}>
            {formatRupiah(row.amount_overdue + row.late_fees_open)}
          </Typography.Text>
          {row.late_fees_open > 0 && (
            <>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12, ...nowrap }} data-testid="late-fees-open">
                {t('late_fees_included', { amount: formatRupiah(row.late_fees_open) })}
              </Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      key: 'collector',
      title: t('columns.collector'),
      render: (_, row) => (
        <span data-testid="collector">{row.collector_name ?? <Typography.Text type="secondary">{t('unassigned')}</Typography.Text>}</span>
      ),
    },
    {
      key: 'last_contact',
      title: t('columns.last_contact'),
      render: (_, row) =>
        row.last_contact ? (
          <span data-testid="last-contact">
            <Typography.Text style={nowrap}>
              {t(`channel.${row.last_contact.channel}`)} · {t(`outcome.${row.last_contact.outcome}`)}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12, ...nowrap }}>
              {formatJakartaDateTime(row.last_contact.at)}
            </Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary" data-testid="last-contact">
            {t('not_contacted')}
          </Typography.Text>
        ),
    },
    {
      key: 'promise',
      title: t('columns.promise'),
      render: (_, row) =>
        row.promise ? (
          <span data-testid="promise">
            <Typography.Text style={nowrap}>{formatRupiah(row.promise.amount)}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12, ...nowrap }} data-testid="promise-date">
              {formatJakartaDate(row.promise.promised_date)}
            </Typography.Text>{' '}
            <PromiseTag status={row.promise.status} />
          </span>
        ) : (
          none
        ),
    },
    {
      key: 'next_action',
      title: t('columns.next_action'),
      render: (_, row) =>
        row.next_action_date ? (
          <Typography.Text type={row.next_action_date <= today ? 'danger' : undefined} strong={row.next_action_date <= today} style={nowrap} data-testid="next-action">
            {formatJakartaDate(row.next_action_date)}
          </Typography.Text>
        ) : (
          none
        ),
    },
    { key: 'actions', title: t('columns.actions'), fixed: 'right', render: (_, row) => actions(row) },
  ];
}
