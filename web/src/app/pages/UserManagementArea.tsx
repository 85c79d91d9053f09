/**
 * `/app/user-management`: the staff accounts and, for administrators (level 21), a second tab
 * with the audit trail (`?tab=audit`, its filters beside it in the URL). The audit trail is
 * fetched when its tab first opens; only the open tab is mounted, so each reads its own filters.
 */
import { Suspense, lazy } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { useSession } from '../../entities/session/ClientRecord';
import { isAdmin } from '../../entities/session/session';
import { UserListPage } from '../../features/user-management/components/UserListPage';

const AuditTrailTab = lazy(() => import('../../features/audit/components/AuditTrailTab').then((m) => ({ default: m.AuditTrailTab })));

const AUDIT_TAB = 'audit';
/** What the audit tab keeps in the URL beside its filters (a constant: see AuditTrailTab). */
const KEEP_AUDIT_TAB = { tab: AUDIT_TAB } as const;

export function UserManagementArea() {
  const { t } = useTranslation('users');
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  const heading = <PageHeading>{t('nav:user-management')}</PageHeading>;

  if (!isAdmin(me)) {
    return (
      <>
        {heading}
        <UserListPage />
      </>
    );
  }

  const tab = params.get('tab') === AUDIT_TAB ? AUDIT_TAB : 'staff';
  return (
    <>
      {heading}
      <Tabs
        activeKey={tab}
        // Each tab starts with its own filters: switching drops the other tab's.
        onChange={(key) => setParams(key === AUDIT_TAB ? { tab: AUDIT_TAB } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'staff', label: t('tabs.staff'), children: <UserListPage /> },
          {
            key: AUDIT_TAB,
            label: t('audit:tabs.audit'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <AuditTrailTab keep={KEEP_AUDIT_TAB} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
