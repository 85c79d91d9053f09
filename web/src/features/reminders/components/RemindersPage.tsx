/**
 * `/app/repayment/reminders` (issue 43 item 4): the reminders sent to borrowers around their due
 * dates. "Rules" says when one goes out (days from the due date, channel, template), "Templates"
 * holds their Indonesian and English texts, "Messages" is the log of what was queued and sent.
 * The daily job queues the messages; rules and templates are the back office's to change (a
 * funder's staff read them). The tab lives in the URL (`?tab=messages`).
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { RulesTab } from './RulesTab';

// The other tabs load when first opened.
const TemplatesTab = lazy(() => import('./TemplatesTab').then((m) => ({ default: m.TemplatesTab })));
const MessagesTab = lazy(() => import('./MessagesTab').then((m) => ({ default: m.MessagesTab })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton active />}>{children}</Suspense>;
}

const TABS = ['rules', 'templates', 'messages'] as const;
type Tab = (typeof TABS)[number];

export function RemindersPage() {
  const { t } = useTranslation('reminders');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'rules';

  return (
    <>
      <PageHeading>{t('nav:repayment.reminders')}</PageHeading>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'rules' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'rules', label: t('tabs.rules'), children: <RulesTab /> },
          {
            key: 'templates',
            label: t('tabs.templates'),
            children: (
              <Loading>
                <TemplatesTab />
              </Loading>
            ),
          },
          {
            key: 'messages',
            label: t('tabs.messages'),
            children: (
              <Loading>
                <MessagesTab />
              </Loading>
            ),
          },
        ]}
      />
    </>
  );
}
