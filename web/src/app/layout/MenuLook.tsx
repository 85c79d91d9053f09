/**
 * The sidebar's entries in a first view (src/app/FirstView.tsx), drawn in antd's Menu markup and
 * stylesheet (`antdClasses`) without the Menu's code, as soon as the session load the page
 * started (`earlySession`) has the staff member's areas: the sidebar then stands whole with the
 * rows rather than appearing with the shell. The open sidebar only; folded it shows nothing until
 * the shell draws it. Nothing responds (the view is inert).
 */
import { cloneElement, isValidElement, useEffect, useState, type ReactElement } from 'react';
import useMenuStyle from 'antd/es/menu/style';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classes, useAntdClasses } from '../../components/antdClasses';
import { earlySession } from '../../entities/session/session';
import { readSiderCollapsed } from '../../lib/storage';
import { menuEntries, type MenuEntry } from './menuEntries';

/** Taken when this module loads (with the first view's code), before the session guard takes it. */
const session = earlySession();

/** antd's inline indent of an entry (px). */
const INDENT = 24;

function Entry({ entry, prefix }: { entry: MenuEntry; prefix: string }) {
  const icon = isValidElement(entry.icon)
    ? cloneElement(entry.icon as ReactElement<{ className?: string }>, { className: `${prefix}-item-icon` })
    : null;
  return (
    <li
      className={classes(`${prefix}-item`, entry.path === location.pathname && `${prefix}-item-selected`)}
      role="menuitem"
      style={{ paddingLeft: INDENT }}
    >
      {icon}
      <span className={`${prefix}-title-content`}>
        <Link to={entry.path} tabIndex={-1}>
          {entry.label}
        </Link>
      </span>
    </li>
  );
}

export function MenuLook() {
  const { t } = useTranslation('nav');
  const { prefix, vars } = useAntdClasses('menu', useMenuStyle);
  const [areas, setAreas] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    session?.then(
      ({ me }) => live && setAreas(me.areas),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!areas || readSiderCollapsed()) return null;
  return (
    <ul className={classes(prefix, `${prefix}-root`, `${prefix}-inline`, `${prefix}-light`, vars)} role="menu" style={{ borderInlineEnd: 'none' }}>
      {menuEntries(areas, t).map((node) =>
        'entry' in node ? (
          <Entry key={node.entry.path} entry={node.entry} prefix={prefix} />
        ) : (
          <li key={node.group} role="presentation" className={`${prefix}-item-group`}>
            <div role="presentation" className={`${prefix}-item-group-title`} title={node.title}>
              {node.title}
            </div>
            <ul role="group" className={`${prefix}-item-group-list`}>
              {node.entries.map((entry) => (
                <Entry key={entry.path} entry={entry} prefix={prefix} />
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}
