import { Button, Flex, Grid, Tag } from 'antd';
import { InfoCircleOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useSession } from '../../entities/session/ClientRecord';
import { signOut } from '../../entities/session/session';
import { Text } from '../../components/Texts';

/**
 * Who is signed in, at which level, the language switch, About and sign-out. Below 1200 px the
 * e-mail is left out and About and Log out show their icons only (named for screen readers),
 * so the header keeps one line at laptop widths.
 */
export function HeaderBar() {
  const { t } = useTranslation();
  const { me, level } = useSession();
  const navigate = useNavigate();
  const compact = Grid.useBreakpoint().xl === false;

  async function handleSignOut() {
    await signOut();
    void navigate('/login', { replace: true });
  }

  return (
    <Flex align="center" justify="flex-end" gap="middle" style={{ height: '100%', flex: 1, minWidth: 0 }}>
      <Flex gap="small" align="center" data-testid="current-user" style={{ minWidth: 0, whiteSpace: 'nowrap' }}>
        <UserOutlined />
        <Text strong ellipsis style={{ maxWidth: 220 }}>
          {me.full_name || me.email}
        </Text>
        {me.full_name && !compact && (
          <Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
            {me.email}
          </Text>
        )}
        <Tag color="blue">{t('level', { level })}</Tag>
        {me.lender_name && <Tag>{me.lender_name}</Tag>}
      </Flex>
      <LanguageSwitch />
      <ButtonLink type="text" to="/app/about" icon={<InfoCircleOutlined />} aria-label={compact ? t('about') : undefined}>
        {compact ? null : t('about')}
      </ButtonLink>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        aria-label={compact ? t('logout') : undefined}
        onClick={() => void handleSignOut()}
      >
        {compact ? null : t('logout')}
      </Button>
    </Flex>
  );
}
