/**
 * A loan's collection history from a worklist row: its contacts, promises to pay (with where they
 * stand) and payments as one timeline, newest first, in words in the reader's language.
 */
import { Alert, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../lib/jakartaTime';
import { useCollectionHistory, type HistoryEntry, type WorkItem } from '../api';
import { PromiseTag } from './PromiseTag';

const COLOURS = { contact: 'blue', promise: 'purple', payment: 'green' } as const;

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
