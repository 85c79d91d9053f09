import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The title of a screen; one heading style across the app. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
