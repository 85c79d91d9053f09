/** The pieces every part of the performance history is drawn with: a titled section, a failed load. */
import type { ReactNode } from 'react';
import { Alert, Flex, Typography } from 'antd';

/** A titled part of the history, its buttons (`extra`) at the title's end. */
export function Section({ title, extra, children, testId }: { title: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={5}>{title}</Typography.Title>
        {extra}
      </Flex>
      {children}
    </div>
  );
}

/** A part that could not be loaded, in the server's words. */
export function Failed({ error }: { error: Error }) {
  return <Alert type="error" showIcon title={error.message} />;
}
