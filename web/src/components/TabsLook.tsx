/**
 * A page's tabs as antd's `Tabs` draws them (the bar with its labels and the active tab's
 * underline, then the active tab's content), for a first view (src/app/FirstView.tsx): antd's
 * markup styled by antd's stylesheet (`antdClasses`), without `Tabs`' code (its measuring, its
 * overflow menu). Nothing responds; `active` is the index of the active label (the first unless
 * said; none when out of range), `children` the active tab's content (none when the page draws it
 * below the tabs).
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import useTabsStyle from 'antd/es/tabs/style';
import { classes, useAntdClasses } from './antdClasses';

export function TabsLook({ labels, active: at = 0, children }: { labels: readonly string[]; active?: number; children?: ReactNode }) {
  const { prefix, vars } = useAntdClasses('tabs', useTabsStyle);
  const active = useRef<HTMLDivElement>(null);
  // The underline under the active label, placed as `Tabs` places it once it has measured the label.
  const [underline, setUnderline] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    const tab = active.current;
    if (!tab) return;
    const { left, width } = tab.getBoundingClientRect();
    const list = tab.parentElement!.getBoundingClientRect();
    setUnderline({ left: left - list.left + width / 2, width, transform: 'translateX(-50%)' });
  }, [labels, at]);
  return (
    <div className={classes(prefix, `${prefix}-top`, vars)}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefix}-nav`}>
        <div className={`${prefix}-nav-wrap`}>
          <div className={`${prefix}-nav-list`} style={{ transform: 'translate(0px, 0px)' }}>
            {labels.map((label, i) => (
              <div key={label} ref={i === at ? active : undefined} className={classes(`${prefix}-tab`, i === at && `${prefix}-tab-active`)}>
                <div role="tab" aria-selected={i === at} className={`${prefix}-tab-btn`} tabIndex={-1}>
                  {label}
                </div>
              </div>
            ))}
            <div className={`${prefix}-ink-bar`} style={underline} />
          </div>
        </div>
      </div>
      <div className={`${prefix}-body-holder`}>
        <div className={`${prefix}-body ${prefix}-body-top`}>
          <div role="tabpanel" className={`${prefix}-content ${prefix}-content-active`}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
