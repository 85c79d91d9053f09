import { RouterProvider, createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { Providers } from './Providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to, { replace: true }));

/** The app root: providers around the browser router. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
