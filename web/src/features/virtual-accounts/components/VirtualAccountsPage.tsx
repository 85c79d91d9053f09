/**
 * `/app/repayment/virtual-accounts` (issue 43 item 5): payments into the loans' virtual accounts.
 * A payment gateway's callback posts to the loan its number names by itself; "Unmatched" is the
 * queue of those that could not (no such loan, a loan not repaying, an impossible amount, more
 * than the loan owes), each assigned to a loan by staff; "Reconciliation" is a day's callbacks
 * against what they posted. The tab and the day live in the URL (`?tab=reconciliation&date=`).
 */
import { Suspense, lazy } from 'react';
import { Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { Panel } from '../../../components/Panel';
import { jakartaToday } from '../../../lib/jakartaTime';
import { UnmatchedTab } from './UnmatchedTab';

// The reconciliation (with antd's date picker) loads when its tab first opens.
const ReconciliationTab = lazy(() => import('./ReconciliationTab').then((m) => ({ default: m.ReconciliationTab })));

const TABS = ['unmatched', 'reconciliation'] as const;
type Tab = (typeof TABS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function VirtualAccountsPage() {
  const { t } = useTranslation('virtualAccounts');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'unmatched';
  const asked = params.get('date');
  const date = asked && DATE.test(asked) && asked <= jakartaToday() ? asked : jakartaToday();

  function show(next: { tab?: Tab; date?: string }) {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'unmatched') search.set('tab', nextTab);
    const nextDate = next.date ?? asked;
    if (nextTab === 'reconciliation' && nextDate && nextDate !== jakartaToday()) search.set('date', nextDate);
    setParams(search, { replace: true });
  }

  return (
    <>
      <PageHeading>{t('nav:repayment.virtual-accounts')}</PageHeading>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Panel>
        <Tabs
          activeKey={tab}
          onChange={(key) => show({ tab: key as Tab })}
          destroyOnHidden
          items={[
            { key: 'unmatched', label: t('tabs.unmatched'), children: <UnmatchedTab /> },
            {
              key: 'reconciliation',
              label: t('tabs.reconciliation'),
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <ReconciliationTab date={date} onDateChange={(d) => show({ date: d })} />
                </Suspense>
              ),
            },
          ]}
        />
      </Panel>
    </>
  );
}
