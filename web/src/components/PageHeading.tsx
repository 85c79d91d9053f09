import type { ReactNode } from 'react';
import { Heading } from './Texts';

/** The title of a screen; one heading style across the app. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Heading level={3} style={{ marginTop: 0 }}>
      {children}
    </Heading>
  );
}
