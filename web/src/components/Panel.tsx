import type { CSSProperties, ReactNode } from 'react';
import { useThemeToken } from '../lib/useThemeToken';

/**
 * A plain panel drawn with the theme's tokens, as antd's `Card` draws one without a header: the
 * container background, a 1 px secondary border, the large radius, and the body padding (24 px;
 * 12 px when `small`). Used by the list kit's panel and counts, which need no header: `Card`
 * brings its tabs and their dropdown to every list's first load (issue 8; docs/BENCHMARKS.md
 * "First load of the web app").
 */
export function Panel({
  small,
  style,
  children,
  'data-testid': testId,
}: {
  small?: boolean;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const token = useThemeToken();
  return (
    <div
      data-testid={testId}
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        padding: small ? 12 : token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
