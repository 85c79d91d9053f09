/**
 * The boxes of every /app screen's frame: the sidebar beside the content from 992 px (antd `lg`),
 * the header, the content with its padding. `AppLayout` fills them with the menu, the header bar
 * and the screen; a first view (src/app/FirstView.tsx) draws them empty around its rows, so the
 * rows stand where the screen's will. Only antd's `Layout` and `Grid`: no menu, no buttons.
 */
import type { ReactNode } from 'react';
import { Grid, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading } from './Texts';
import { useThemeToken } from '../lib/useThemeToken';

/** The sidebar's width, open and folded to its icons (px). */
export const SIDER_WIDTH = 248;
const SIDER_FOLDED_WIDTH = 64;

/** Whether the window is narrower than antd's `lg` (the sidebar is then a drawer). */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().lg === false;
}

/** The logo and the app's name (the name left out when folded), a link to /app. */
export function Brand({ folded }: { folded: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/app" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: folded ? '16px 18px' : '16px 24px' }}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!folded && (
        <Heading level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
          {t('app_name')}
        </Heading>
      )}
    </Link>
  );
}

export interface FrameProps {
  narrow: boolean;
  /** The sidebar folded to its icons (wide windows only). */
  collapsed: boolean;
  /** Under the brand in the sidebar (the menu). */
  menu?: ReactNode;
  /** In the header, left to right (the menu button, the header bar). */
  header?: ReactNode;
  /** Beside the frame in a narrow window (the menu's drawer). */
  drawer?: ReactNode;
  children: ReactNode;
}

export function Frame({ narrow, collapsed, menu, header, drawer, children }: FrameProps) {
  const token = useThemeToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        drawer
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
          <Brand folded={collapsed} />
          {menu}
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
          {header}
        </Layout.Header>
        <Layout.Content style={{ padding: narrow ? 16 : 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
