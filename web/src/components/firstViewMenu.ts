/**
 * What a first view draws in the sidebar (the entries, `app/layout/MenuLook`), given by the app
 * around the view (src/app/FirstView.tsx), as the views (`FirstViewFrame`) cannot import the
 * app's layout. A module of its own: the entry carries it, not the frame.
 */
import { createContext, type ReactNode } from 'react';

export const FirstViewMenu = createContext<ReactNode>(null);
