/**
 * The theme's design tokens (what antd's `theme.useToken().token` returns) without antd's `theme`
 * object: importing `theme` from 'antd' also brings its dark and compact algorithms and
 * `getDesignToken` to every first load, the sign-in page's too (issue 8; docs/BENCHMARKS.md "First
 * load of the web app").
 */
import { useToken } from 'antd/es/theme/internal';
import type { GlobalToken } from 'antd';

export function useThemeToken(): GlobalToken {
  return useToken()[1];
}
