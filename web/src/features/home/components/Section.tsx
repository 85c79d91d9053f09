import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A titled group of cards on the home dashboard. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}
