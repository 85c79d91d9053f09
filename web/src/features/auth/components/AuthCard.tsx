import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch';

/**
 * The frame of the public pages (sign-in, activation, reset): app name, title, language. A
 * plain panel drawn with the theme's tokens rather than antd's Card, whose tabs and dropdown
 * code would double what the sign-in page downloads.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}>
      <main
        style={{
          width: '100%',
          maxWidth: 420,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary" strong>
            {t('app_name')}
          </Typography.Text>
          <LanguageSwitch />
        </Flex>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </main>
    </Flex>
  );
}
