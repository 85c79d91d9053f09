/**
 * `/app/data/accounting` (issue 44, DESIGN §3): the books, opened with the Data area's access.
 * "Journal" lists every line posted with its filters and totals; "Trial balance" sums every
 * account to the end of a day and reconciles the financing receivable with the portfolio. The
 * tab and the day live in the URL (`?tab=trial-balance&date=`).
 */
import { Suspense, lazy } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { Paragraph } from '../../../components/Prose';
import { jakartaToday } from '../../../lib/jakartaTime';
import { accountingTab, type AccountingTab } from '../query';
import { JournalTab } from './JournalTab';

// The trial balance (with antd's date picker and descriptions) loads when its tab first opens.
const TrialBalanceTab = lazy(() => import('./TrialBalanceTab').then((m) => ({ default: m.TrialBalanceTab })));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AccountingPage() {
  const { t } = useTranslation('accounting');
  const [params, setParams] = useSearchParams();
  const tab = accountingTab(params);
  const asked = params.get('date');
  const date = asked && DATE.test(asked) && asked <= jakartaToday() ? asked : jakartaToday();

  function show(next: { tab?: AccountingTab; date?: string }) {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'journal') search.set('tab', nextTab);
    const nextDate = next.date ?? asked;
    if (nextTab === 'trial-balance' && nextDate && nextDate !== jakartaToday()) search.set('date', nextDate);
    setParams(search, { replace: true });
  }

  return (
    <>
      <PageHeading>{t('nav:accounting')}</PageHeading>
      <Paragraph type="secondary">{t('intro')}</Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: key as AccountingTab })}
        destroyOnHidden
        items={[
          { key: 'journal', label: t('tabs.journal'), children: <JournalTab /> },
          {
            key: 'trial-balance',
            label: t('tabs.trial_balance'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <TrialBalanceTab date={date} onDateChange={(d) => show({ date: d })} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
