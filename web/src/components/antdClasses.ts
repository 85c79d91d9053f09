/**
 * antd's class names for a component drawn in antd's markup without antd's component (the code
 * and paragraphs of Prose.tsx, a first view's table, tabs and menu): the component's class
 * prefix and the classes that carry its CSS variables, written by the component's own style
 * hook, so that antd's stylesheet (zero-runtime mode, src/app/Providers.tsx) styles the markup
 * as it styles the component.
 */
import { useContext } from 'react';
import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';

/** A component's style hook, as antd's `<component>/style` modules export it. */
type UseStyle = (prefixCls: string, rootCls?: string) => readonly [hashId: string, cssVarCls: string];

/** Class names, the empty ones left out. */
export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** `component`'s class prefix (`ant-table`) and the classes of its CSS variables. */
export function useAntdClasses(component: string, useStyle: UseStyle): { prefix: string; vars: string } {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefix = getPrefixCls(component);
  const rootCls = useCSSVarCls(prefix);
  const [hashId, cssVarCls] = useStyle(prefix, rootCls);
  return { prefix, vars: classes(cssVarCls, rootCls, hashId) };
}
