/**
 * Inline code and paragraphs as antd's `Typography` draws them, in its own markup and stylesheet
 * (`antdClasses`), without Typography's code (its ellipsis measuring, copy and edit): for the
 * books and their first view. Apart from `Texts.tsx`, which the sign-in page carries, so that
 * Typography's style hook does not.
 */
import type { ReactNode } from 'react';
import useTypographyStyle from 'antd/es/typography/style';
import { classes, useAntdClasses } from './antdClasses';

/** Inline code (an account's code), as antd's `Typography.Text code` draws it. */
export function Code({ children }: { children: ReactNode }) {
  const { prefix, vars } = useAntdClasses('typography', useTypographyStyle);
  return (
    <span className={classes(prefix, vars)}>
      <code>{children}</code>
    </span>
  );
}

/** A paragraph (secondary: the description colour), as antd's `Typography.Paragraph` draws one. */
export function Paragraph({ type, children }: { type?: 'secondary'; children: ReactNode }) {
  const { prefix, vars } = useAntdClasses('typography', useTypographyStyle);
  return <div className={classes(prefix, type && `${prefix}-${type}`, vars)}>{children}</div>;
}
