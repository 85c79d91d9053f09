import { Layout, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../entities/session/ClientRecord';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';

/** The frame of every /app screen: sidebar menu, header, content. */
export function AppLayout() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={248}
        breakpoint="lg"
        collapsedWidth={0}
        theme="light"
        style={{
          borderInlineEnd: `1px solid ${token.colorSplit}`,
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
        }}
      >
        <Link to="/app" style={{ display: 'block', padding: '16px 24px' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('app_name')}
          </Typography.Title>
        </Link>
        <SideMenu areas={me.areas} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            paddingInline: 24,
            borderBottom: `1px solid ${token.colorSplit}`,
          }}
        >
          <HeaderBar />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
