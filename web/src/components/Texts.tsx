/**
 * Headings and inline texts in the theme's type styles, as antd's `Typography.Title` and
 * `Typography.Text` draw them (colour, size, weight, line height, word breaking; the single-line
 * CSS ellipsis), for the /app shell and the lists: Typography's ellipsis measuring, copy and edit
 * code (with its TextArea) would weigh on every list's first load (issue 8; docs/BENCHMARKS.md
 * "First load of the web app"); `Prose.tsx` has code and paragraphs. Screens needing copy, edit or
 * multi-line ellipsis keep antd's Typography.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useThemeToken } from '../lib/useThemeToken';

/** A heading of level 3 (a screen's title) or 4, with antd's bottom margin and no top margin. */
export function Heading({ level, style, children }: { level: 3 | 4; style?: CSSProperties; children: ReactNode }) {
  const token = useThemeToken();
  const Tag = level === 3 ? 'h3' : 'h4';
  return (
    <Tag
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        wordBreak: 'break-word',
        fontSize: level === 3 ? token.fontSizeHeading3 : token.fontSizeHeading4,
        lineHeight: level === 3 ? token.lineHeightHeading3 : token.lineHeightHeading4,
        fontWeight: token.fontWeightStrong,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

/** Inline text: secondary (the description colour), strong, or cut to one line with an ellipsis. */
export function Text({
  type,
  strong,
  ellipsis,
  style,
  children,
  'data-testid': testId,
}: {
  type?: 'secondary';
  strong?: boolean;
  ellipsis?: boolean;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const token = useThemeToken();
  const cut: CSSProperties = ellipsis
    ? { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', verticalAlign: 'bottom' }
    : {};
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag
      data-testid={testId}
      style={{
        color: type === 'secondary' ? token.colorTextDescription : token.colorText,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...cut,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
