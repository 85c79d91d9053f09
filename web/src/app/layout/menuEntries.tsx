/**
 * The sidebar's entries, apart from antd's Menu: `SideMenu` draws them in it, and a first view
 * (`MenuLook`) in its markup before the shell's code is in.
 */
import type { ReactNode } from 'react';
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
import { areaPath, areaTitleKey, visibleMenu, type Screen } from '../areas';

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

/** One entry: the path it opens, its title and its icon. */
export interface MenuEntry {
  path: string;
  label: string;
  icon: ReactNode;
}

/** The entries on their own (Home) or under a group's title. */
export type MenuSection = { entry: MenuEntry } | { group: string; title: string; entries: MenuEntry[] };

/** The entries of the areas the signed-in level may open, grouped as in the spec; `t` reads the `nav` texts. */
export function menuEntries(areas: readonly string[], t: (key: string) => string): MenuSection[] {
  const entry = (area: Screen): MenuEntry => ({ path: areaPath(area), label: t(areaTitleKey(area)), icon: ICONS[area] });
  return visibleMenu(areas).flatMap((node): MenuSection[] => {
    if ('area' in node) return [node.area, ...(node.pages ?? [])].map((area) => ({ entry: entry(area) }));
    return [{ group: node.group, title: t(`${node.group}.title`), entries: [...node.areas, ...(node.pages ?? [])].map(entry) }];
  });
}
