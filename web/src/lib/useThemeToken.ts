/**
 * The theme's design tokens (what antd's `theme.useToken().token` returns) without antd's `theme`
 * object: importing `theme` from 'antd' also brings its dark and compact algorithms and
 * `getDesignToken` (~2 kB brotli) to every first load, the sign-in page's too (issue 8).
 */
import { useToken } from 'antd/es/theme/internal';
import type { GlobalToken } from 'antd';

export function useThemeToken(): GlobalToken {
  return useToken()[1];
}
