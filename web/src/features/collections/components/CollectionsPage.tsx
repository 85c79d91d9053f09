/**
 * `/app/repayment/collections` (issue 43 items 2 and 3): the collector's worklist of late loans,
 * broken promises first, then what is due today, then the most overdue (the server's order). Each
 * row shows the borrower, DPD and bucket, what to collect (overdue plus late fees), the collector,
 * the last contact, the latest promise to pay and the next action; "Record contact" (with a
 * promise when the borrower promised) and the loan's collection history from the row; selected
 * rows are assigned to a collector or unassigned. Filters: collector, bucket, promise status,
 * "due today" and the search.
 */
import { Suspense, lazy, useState } from 'react';
import { App, Button, Flex, Space, Switch, Typography, type TableColumnsType } from 'antd';
import { HistoryOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar, ListPage, namedOptions, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../components/list';
import { loanDetailPath } from '../../../entities/loan/paths';
import { LoanStatusTag } from '../../../entities/loan/StatusTag';
import { useSession } from '../../../entities/session/ClientRecord';
import { notifyActionError } from '../../../lib/actionErrors';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime, jakartaToday } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import {
  BUCKETS,
  PROMISE_STATUSES,
  assignCollector,
  collectionKeys,
  fetchWorklist,
  useCollectionsMutation,
  useCollectors,
  type WorkItem,
} from '../api';
import { worklistFilters as spec } from '../query';
import { PromiseTag } from './PromiseTag';

// The dialogs and the drawer load when first opened (forms, date pickers, the timeline).
const RecordContactModal = lazy(() => import('./RecordContactModal').then((m) => ({ default: m.RecordContactModal })));
const AssignCollectorModal = lazy(() => import('./AssignCollectorModal').then((m) => ({ default: m.AssignCollectorModal })));
const HistoryDrawer = lazy(() => import('./HistoryDrawer').then((m) => ({ default: m.HistoryDrawer })));

type Key = FilterKey<typeof spec>;

const none = <Typography.Text type="secondary">—</Typography.Text>;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The loan ID as a link to the borrower detail's loan tab, for staff who may open it. */
function LoanLink({ loanId }: { loanId: string }) {
  const { me } = useSession();
  return me.areas.includes('borrower/detail') ? <Link to={loanDetailPath(loanId)}>{loanId}</Link> : <>{loanId}</>;
}

/** The declared filter controls: collector, bucket, promise status, "due today". */
function useFilterFields(): FilterField<Key>[] {
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

export function CollectionsPage() {
  const { t } = useTranslation('collections');
  const { modal } = App.useApp();
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: collectionKeys.list(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchWorklist(spec.query(filters, cursor), signal),
  });
  const filterFields = useFilterFields();
  const [selected, setSelected] = useState<string[]>([]);
  const [contactOf, setContactOf] = useState<WorkItem | null>(null);
  const [historyOf, setHistoryOf] = useState<WorkItem | null>(null);
  const [assigning, setAssigning] = useState<string[] | null>(null);
  const unassign = useCollectionsMutation((loanIds: string[]) => assignCollector(loanIds, null));
  const today = jakartaToday();

  function confirmUnassign() {
    const loanIds = [...selected];
    modal.confirm({
      title: t('assign.unassign_confirm', { count: loanIds.length }),
      content: t('assign.unassign_content'),
      okText: t('assign.unassign_ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const answer = await unassign.mutateAsync(loanIds);
          toastSuccess(answer.msg);
          setSelected([]);
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  const columns: TableColumnsType<WorkItem> = [
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
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Flex gap={4} wrap={false}>
          <Button
            size="small"
            type="primary"
            ghost
            icon={<PhoneOutlined />}
            onClick={() => setContactOf(row)}
            aria-label={t('actions.record_contact_for', { loanId: row.loan_id })}
          >
            {t('actions.record_contact')}
          </Button>
          <Button
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => setHistoryOf(row)}
            aria-label={t('actions.history_for', { loanId: row.loan_id })}
            title={t('actions.history')}
          />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListPage<WorkItem>
        title={t('nav:repayment.collections')}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="collections-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'collections-search', width: 220 }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (row) => t('select_row', { loanId: row.loan_id }),
          actions: (
            <>
              <Button type="primary" onClick={() => setAssigning([...selected])} data-testid="batch-assign">
                {t('actions.assign')}
              </Button>
              <Button onClick={confirmUnassign} loading={unassign.isPending} data-testid="batch-unassign">
                {t('actions.unassign')}
              </Button>
            </>
          ),
        }}
        emptyText={t('empty')}
        totalText={(count) => t('total_loans', { count })}
      />
      <Suspense fallback={null}>
        {contactOf && <RecordContactModal item={contactOf} onClose={() => setContactOf(null)} />}
        {assigning && (
          <AssignCollectorModal
            loanIds={assigning}
            onClose={() => setAssigning(null)}
            onDone={() => setSelected([])}
          />
        )}
        {historyOf && <HistoryDrawer item={historyOf} onClose={() => setHistoryOf(null)} />}
      </Suspense>
    </>
  );
}
