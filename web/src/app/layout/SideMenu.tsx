import type { ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  AccountBookOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  BookOutlined,
  CameraOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileAddOutlined,
  FileProtectOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  PhoneOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { areaPath, areaTitleKey, visibleMenu, type Screen } from '../areas';

type Item = Required<MenuProps>['items'][number];

/** Each menu entry's icon: what the folded sidebar shows (with the title as a tooltip). */
const ICONS: Partial<Record<Screen, ReactNode>> = {
  home: <HomeOutlined />,
  'borrower/application': <FormOutlined />,
  'borrower/approval': <AuditOutlined />,
  'borrower/kyc': <IdcardOutlined />,
  'borrower/contract': <FileProtectOutlined />,
  'borrower/active': <TeamOutlined />,
  'repayment/normal': <WalletOutlined />,
  'repayment/late': <ClockCircleOutlined />,
  'repayment/all-billing': <AccountBookOutlined />,
  'repayment/collections': <PhoneOutlined />,
  'repayment/reminders': <BellOutlined />,
  'repayment/virtual-accounts': <CreditCardOutlined />,
  lender: <BankOutlined />,
  'motorcycle/registration': <FileAddOutlined />,
  'motorcycle/handover': <SwapOutlined />,
  'motorcycle/active': <DashboardOutlined />,
  'battery/active': <ThunderboltOutlined />,
  'fleet-service/registration': <ToolOutlined />,
  'fleet-service/etle': <CameraOutlined />,
  data: <DatabaseOutlined />,
  'data/accounting': <BookOutlined />,
  'user-management': <UserOutlined />,
};

function areaItem(area: Screen, label: string): Item {
  return { key: areaPath(area), icon: ICONS[area], label: <Link to={areaPath(area)}>{label}</Link> };
}

/**
 * The sidebar: only the areas the signed-in level may open, grouped as in the spec. Folded
 * (`collapsed`), the groups' titles give way to dividers and each entry shows its icon.
 */
export function SideMenu({
  areas,
  collapsed = false,
  onNavigate,
}: {
  areas: readonly string[];
  collapsed?: boolean;
  /** Called when an entry is chosen (the drawer closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const items: Item[] = visibleMenu(areas).flatMap((node): Item[] => {
    if ('area' in node) return [node.area, ...(node.pages ?? [])].map((area) => areaItem(area, t(areaTitleKey(area))));
    const children = [...node.areas, ...(node.pages ?? [])].map((area) => areaItem(area, t(areaTitleKey(area))));
    if (collapsed) return [{ type: 'divider', key: `${node.group}-divider` }, ...children];
    return [{ type: 'group', key: node.group, label: t(`${node.group}.title`), children }];
  });
  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      aria-label={t('label')}
      selectedKeys={[pathname]}
      items={items}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
