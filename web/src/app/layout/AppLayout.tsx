import { Suspense, lazy, useState } from 'react';
import { Button, Grid, Layout } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../entities/session/ClientRecord';
import { readSiderCollapsed, writeSiderCollapsed } from '../../lib/storage';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { useThemeToken } from '../../lib/useThemeToken';
import { Heading } from '../../components/Texts';

/** The narrow window's menu drawer, fetched only below 992 px (off every desktop /app page's first load). */
const Drawer = lazy(() => import('antd/es/drawer'));

const SIDER_WIDTH = 248;
const SIDER_FOLDED_WIDTH = 64;

/**
 * The frame of every /app screen: sidebar menu, header, content. From 992 px (antd `lg`) the
 * sidebar sits beside the content and folds to its icons (the header's first button; the
 * choice is remembered in localStorage); below that it is a drawer opened from the header.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { me } = useSession();
  const token = useThemeToken();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [collapsed, setCollapsed] = useState(readSiderCollapsed);
  const { pathname } = useLocation();
  // The page the drawer was opened on: it is closed again by any navigation (a menu entry, a
  // link in the page, back) without an effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);

  function toggleFolded() {
    setCollapsed((folded) => {
      writeSiderCollapsed(!folded);
      return !folded;
    });
  }

  const brand = (folded: boolean) => (
    <Link to="/app" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: folded ? '16px 18px' : '16px 24px' }}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!folded && (
        <Heading level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
          {t('app_name')}
        </Heading>
      )}
    </Link>
  );

  const menuButton = narrow ? (
    <Button type="text" icon={<MenuOutlined />} aria-label={t('nav:menu.open')} onClick={() => setDrawerOpen(true)} />
  ) : (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={t(collapsed ? 'nav:menu.expand' : 'nav:menu.collapse')}
      aria-expanded={!collapsed}
      onClick={toggleFolded}
      data-testid="sider-toggle"
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Suspense fallback={null}>
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={SIDER_WIDTH}
            closable={false}
            styles={{ body: { padding: 0 } }}
            aria-label={t('nav:label')}
          >
            {brand(false)}
            <SideMenu areas={me.areas} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </Suspense>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_FOLDED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
          theme="light"
          data-testid="sider"
          style={{
            borderInlineEnd: `1px solid ${token.colorSplit}`,
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            overflowX: 'hidden',
          }}
        >
          {brand(collapsed)}
          <SideMenu areas={me.areas} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            paddingInline: narrow ? 12 : 16,
            borderBottom: `1px solid ${token.colorSplit}`,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
          }}
        >
          {menuButton}
          <HeaderBar />
        </Layout.Header>
        <Layout.Content style={{ padding: narrow ? 16 : 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
