/**
 * A loan's collection history from a worklist row: its contacts, promises to pay (with where they
 * stand), payments and the reminders sent to the borrower (issue 43 item 4: channel, where the
 * message stands, its text) as one timeline, newest first, in words in the reader's language.
 */
import { Alert, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../lib/jakartaTime';
import { useCollectionHistory, type HistoryEntry, type HistoryKind, type MessageStatus, type WorkItem } from '../api';
import { PromiseTag } from './PromiseTag';

const COLOURS: Record<HistoryKind, string> = { contact: 'blue', promise: 'purple', payment: 'green', reminder: 'gray' };

/** Where a reminder message stands, as a tag: queued, sent, delivered or failed. */
const MESSAGE_COLOURS: Record<MessageStatus, string> = { queued: 'default', sent: 'blue', delivered: 'green', failed: 'red' };

function MessageStatusTag({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('collections');
  return (
    <Tag color={MESSAGE_COLOURS[status]} data-testid="message-status" data-status={status}>
      {t(`history.message_status.${status}`)}
    </Tag>
  );
}

function useEntryText() {
  const { t } = useTranslation('collections');
  return (e: HistoryEntry): string => {
    switch (e.kind) {
      case 'contact':
        return t('history.contact', {
          channel: e.channel ? t(`channel.${e.channel}`) : '',
          outcome: e.outcome ? t(`outcome.${e.outcome}`) : '',
        });
      case 'promise':
        return t('history.promise', { amount: formatRupiah(e.amount ?? 0), date: formatJakartaDate(e.promised_date) });
      case 'payment':
        return t('history.payment', { amount: formatRupiah(e.amount ?? 0), date: formatJakartaDate(e.paid_date) });
      case 'reminder':
        return t('history.reminder', { channel: e.channel ? t(`channel.${e.channel}`) : '' });
    }
  };
}

export function HistoryDrawer({ item, onClose }: { item: WorkItem; onClose: () => void }) {
  const { t } = useTranslation('collections');
  const history = useCollectionHistory(item.loan_id);
  const text = useEntryText();

  function body() {
    if (history.isPending) return <Spin />;
    if (history.isError) return <Alert type="error" showIcon title={history.error.message} />;
    if (!history.data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />;
    return (
      <Timeline
        data-testid="collection-history"
        items={history.data.map((e, i) => ({
          key: `${e.kind}-${e.at}-${i}`,
          color: COLOURS[e.kind],
          content: (
            <div data-testid={`history-${e.kind}`}>
              <Typography.Text strong>{text(e)}</Typography.Text>{' '}
              {e.kind === 'promise' && e.status && <PromiseTag status={e.status} />}
              {e.kind === 'payment' && e.reversed && <Tag color="red">{t('history.reversed')}</Tag>}
              {e.kind === 'reminder' && e.message_status && <MessageStatusTag status={e.message_status} />}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`history.kind.${e.kind}`)} · {formatJakartaDateTime(e.at)}
                {e.by_name ? ` · ${t('history.by', { name: e.by_name })}` : ''}
              </Typography.Text>
              {e.note && <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{e.note}</Typography.Paragraph>}
            </div>
          ),
        }))}
      />
    );
  }

  return (
    <Drawer open onClose={onClose} size="default" title={t('history.title')} data-testid="history-drawer">
      <Typography.Paragraph type="secondary">{t('history.subtitle', { name: item.full_name, loanId: item.loan_id })}</Typography.Paragraph>
      {body()}
    </Drawer>
  );
}
