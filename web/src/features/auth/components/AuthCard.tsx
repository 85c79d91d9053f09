import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useThemeToken } from '../../../lib/useThemeToken';

/**
 * The frame of the public pages (sign-in, activation, reset): app name, title, language. A plain
 * panel drawn with the theme's tokens rather than antd's Card, whose tabs and dropdown code would
 * double what the sign-in page downloads; the texts likewise without antd's Typography (its
 * ellipsis, copy and edit code; issue 8, docs/BENCHMARKS.md "First load of the web app").
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const token = useThemeToken();
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
          <strong style={{ color: token.colorTextDescription, fontWeight: token.fontWeightStrong }}>{t('app_name')}</strong>
          <LanguageSwitch />
        </Flex>
        <h3
          style={{
            margin: '0 0 0.5em',
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {title}
        </h3>
        {children}
      </main>
    </Flex>
  );
}
