/** Renders the real route table at a path, in memory, with the app's providers. */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/Providers';
import { routes } from '../app/routes';
import { setNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/queryClient';

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to, { replace: true }));
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
