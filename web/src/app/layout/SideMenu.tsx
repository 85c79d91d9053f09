import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuEntries, type MenuEntry } from './menuEntries';

type Item = Required<MenuProps>['items'][number];

function entryItem({ path, label, icon }: MenuEntry): Item {
  return { key: path, icon, label: <Link to={path}>{label}</Link> };
}

/**
 * The sidebar: only the areas the signed-in level may open, grouped as in the spec
 * (`menuEntries`). Folded (`collapsed`), the groups' titles give way to dividers and each entry
 * shows its icon.
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
  const items: Item[] = menuEntries(areas, t).flatMap((node): Item[] => {
    if ('entry' in node) return [entryItem(node.entry)];
    const children = node.entries.map(entryItem);
    if (collapsed) return [{ type: 'divider', key: `${node.group}-divider` }, ...children];
    return [{ type: 'group', key: node.group, label: node.title, children }];
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
