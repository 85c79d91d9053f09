import { Suspense, lazy, useEffect, useState } from 'react';
import { Button } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../entities/session/ClientRecord';
import { readSiderCollapsed, writeSiderCollapsed } from '../../lib/storage';
import { dropFirstView } from '../FirstView';
import { Brand, Frame, SIDER_WIDTH, useNarrow } from '../../components/Frame';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';

/** The narrow window's menu drawer, fetched only below 992 px (off every desktop /app page's first load). */
const Drawer = lazy(() => import('antd/es/drawer'));

/**
 * The frame of every /app screen: sidebar menu, header, content. From 992 px (antd `lg`) the
 * sidebar sits beside the content and folds to its icons (the header's first button; the
 * choice is remembered in localStorage); below that it is a drawer opened from the header.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { me } = useSession();
  const narrow = useNarrow();
  const [collapsed, setCollapsed] = useState(readSiderCollapsed);
  const { pathname } = useLocation();
  // The page the drawer was opened on: it is closed again by any navigation (a menu entry, a
  // link in the page, back) without an effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);
  // The real frame is drawn: a later wait (a session read again) shows its spinner, not the
  // first load's view.
  useEffect(() => dropFirstView(), []);

  function toggleFolded() {
    setCollapsed((folded) => {
      writeSiderCollapsed(!folded);
      return !folded;
    });
  }

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
    <Frame
      narrow={narrow}
      collapsed={collapsed}
      menu={<SideMenu areas={me.areas} collapsed={collapsed} />}
      header={
        <>
          {menuButton}
          <HeaderBar />
        </>
      }
      drawer={
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
            <Brand folded={false} />
            <SideMenu areas={me.areas} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </Suspense>
      }
    >
      <Outlet />
    </Frame>
  );
}
