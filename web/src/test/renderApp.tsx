/** Renders the real route table at a path, in memory, with the app's providers. */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/Providers';
import { routes } from '../app/routes';
import { setNavigator } from '../lib/navigation';

// The route table loads its screens on demand (lazy routes). Importing them all here, once per
// test file, keeps module transformation out of each test's time budget: the dynamic imports
// then resolve from the module cache as fast as the static imports did.
import.meta.glob(['../app/**/*.tsx', '../features/*/components/**/*.tsx', '!**/*.test.tsx'], { eager: true });

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to, { replace: true }));
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
