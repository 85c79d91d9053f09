/**
 * The reminder messages, newest first: the loan and installment, the recipient, the channel,
 * where it stands (queued, sent, delivered, failed) with its attempts, when it was queued and is
 * (next) sent, when it was sent and delivered, why it failed; its text in the row's expansion.
 * Filters: status, channel, loan ID (in the URL beside the tab).
 */
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../components/list';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { formatNumber } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { CHANNELS, MESSAGE_STATUSES, fetchMessages, reminderKeys, type Message } from '../api';
import { messageFilters as spec, messagesToSearch } from '../query';
import { MessageStatusTag, none, nowrap } from './parts';

type Key = FilterKey<typeof spec>;

const small = { fontSize: 12, ...nowrap } as const;

/** Why the server gave a message up without sending it (any other error is the provider's words). */
const GIVEN_UP = ['loan_on_hold', 'loan_not_repaying', 'installment_paid'] as const;
type GivenUp = (typeof GIVEN_UP)[number];

/** A time, or a dash. */
function at(value: string | null | undefined) {
  return value ? <span style={nowrap}>{formatJakartaDateTime(value)}</span> : none;
}

function useFilterFields(): FilterField<Key>[] {
  const { t } = useTranslation('reminders');
  return [
    {
      kind: 'select',
      key: 'status',
      label: t('messages.filters.status'),
      options: MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`message_status.${s}`) })),
      testId: 'filter-status',
    },
    {
      kind: 'select',
      key: 'channel',
      label: t('messages.filters.channel'),
      options: CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) })),
      testId: 'filter-channel',
    },
    {
      kind: 'search',
      key: 'loan_id',
      label: t('messages.filters.loan_id'),
      normalize: (text) => text.trim().toUpperCase() || undefined,
      width: 200,
      testId: 'filter-loan-id',
    },
  ];
}

export function MessagesTab() {
  const { t } = useTranslation('reminders');
  const [filters, update] = useUrlFilters(spec.fromSearch, messagesToSearch);
  const list = useCursorList({
    queryKey: reminderKeys.messages(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchMessages(spec.query(filters, cursor), signal),
  });
  const filterFields = useFilterFields();

  const columns: TableColumnsType<Message> = [
    {
      key: 'loan',
      title: t('messages.columns.loan'),
      render: (_, row) => (
        <>
          <LoanLink loanId={row.loan_id} />
          <br />
          <Typography.Text type="secondary" style={small}>
            {t('messages.installment', { number: row.installment_number })}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'recipient',
      title: t('messages.columns.recipient'),
      render: (_, row) => (
        <>
          <span style={nowrap} data-testid="recipient">
            {row.recipient}
          </span>
          <br />
          <Typography.Text type="secondary" style={small} data-testid="channel">
            {t(`channel.${row.channel}`)}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'status',
      title: t('messages.columns.status'),
      render: (_, row) => (
        <>
          <MessageStatusTag status={row.status} />
          <br />
          <Typography.Text type="secondary" style={small} data-testid="attempts">
            {t('messages.attempts', { count: row.attempts, value: formatNumber(row.attempts) })}
          </Typography.Text>
        </>
      ),
    },
    { key: 'queued_at', title: t('messages.columns.queued_at'), render: (_, row) => at(row.queued_at) },
    {
      key: 'send_after',
      title: t('messages.columns.send_after'),
      render: (_, row) => (row.status === 'queued' ? at(row.send_after) : none),
    },
    {
      key: 'sent_at',
      title: t('messages.columns.sent_at'),
      render: (_, row) => (
        <>
          {at(row.sent_at)}
          {row.delivered_at && (
            <>
              <br />
              <Typography.Text type="secondary" style={small}>
                {t('messages.delivered_at', { at: formatJakartaDateTime(row.delivered_at) })}
              </Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      key: 'error',
      title: t('messages.columns.error'),
      render: (_, row) =>
        row.error ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="message-error">
            {(GIVEN_UP as readonly string[]).includes(row.error) ? t(`messages.errors.${row.error as GivenUp}`) : row.error}
          </Typography.Text>
        ) : (
          none
        ),
    },
  ];

  return (
    <ListPage<Message>
      list={list}
      columns={columns}
      rowKey="message_id"
      tableTestId="messages-table"
      filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
      filtered={spec.isFiltered(filters)}
      onClearFilters={() => update(spec.cleared)}
      emptyText={t('messages.empty')}
      totalText={(count) => t('messages.total', { count })}
      expandable={{
        expandedRowRender: (row) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, maxWidth: 720 }} data-testid="message-body">
            {row.body}
          </Typography.Paragraph>
        ),
      }}
    />
  );
}
