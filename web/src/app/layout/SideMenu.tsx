import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { areaPath, areaTitleKey, visibleMenu, type Area } from '../areas';

type Item = Required<MenuProps>['items'][number];

function areaItem(area: Area, label: string): Item {
  return { key: areaPath(area), label: <Link to={areaPath(area)}>{label}</Link> };
}

/** The sidebar: only the areas the signed-in level may open, grouped as in the spec. */
export function SideMenu({ areas }: { areas: readonly string[] }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const items: Item[] = visibleMenu(areas).map((node) =>
    'area' in node
      ? areaItem(node.area, t(areaTitleKey(node.area)))
      : {
          type: 'group',
          key: node.group,
          label: t(`${node.group}.title`),
          children: node.areas.map((area) => areaItem(area, t(areaTitleKey(area)))),
        },
  );
  return (
    <Menu
      mode="inline"
      aria-label={t('label')}
      selectedKeys={[pathname]}
      items={items}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
