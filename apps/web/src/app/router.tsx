import { createBrowserRouter } from 'react-router';
import { RouteFallback } from './RouteFallback';

/** Every page is a lazy chunk, so the sign-in page downloads only what it needs. */
export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: RouteFallback,
    lazy: async () => ({ Component: (await import('../pages/login/LoginPage')).default }),
  },
  {
    path: '/error-page/404',
    lazy: async () => ({ Component: (await import('../pages/errors/NotFoundPage')).default }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../pages/errors/NotFoundPage')).default }),
  },
]);
