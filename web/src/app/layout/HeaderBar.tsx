import { Button, Flex, Space, Tag, Typography } from 'antd';
import { InfoCircleOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useSession } from '../../entities/session/ClientRecord';
import { signOut } from '../../entities/session/session';

/** Who is signed in, at which level, the language switch, About and sign-out. */
export function HeaderBar() {
  const { t } = useTranslation();
  const { me, level } = useSession();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    void navigate('/login', { replace: true });
  }

  return (
    <Flex align="center" justify="flex-end" gap="middle" style={{ height: '100%' }}>
      <Space size="small" data-testid="current-user">
        <UserOutlined />
        <Typography.Text strong>{me.full_name || me.email}</Typography.Text>
        {me.full_name && <Typography.Text type="secondary">{me.email}</Typography.Text>}
        <Tag color="blue">{t('level', { level })}</Tag>
        {me.lender_name && <Tag>{me.lender_name}</Tag>}
      </Space>
      <LanguageSwitch />
      <ButtonLink type="text" to="/app/about" icon={<InfoCircleOutlined />}>
        {t('about')}
      </ButtonLink>
      <Button type="text" icon={<LogoutOutlined />} onClick={() => void handleSignOut()}>
        {t('logout')}
      </Button>
    </Flex>
  );
}
