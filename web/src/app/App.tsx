import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/queryClient';
import { Providers } from './Providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to, { replace: true }));

/** The app root: providers around the browser router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
