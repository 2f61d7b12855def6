import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { CONSOLE_BASE_PATH, HOME_PATH } from '@ecloud/contract';
import { PAGES } from './pages.ts';
import { PageGuard } from './page-guard.tsx';
import { ConsoleGate, FullPageSpin } from './console-gate.tsx';
import { ShellLayout } from './layouts/shell/shell-layout.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { NotFound } from '../components/not-found.tsx';
import { RouteError } from '../components/route-error.tsx';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to={`${CONSOLE_BASE_PATH}${HOME_PATH}`} replace /> },
  {
    path: '/portal',
    element: <PortalLayout />,
    hydrateFallbackElement: <FullPageSpin />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        lazy: () =>
          import('../features/portal/pages/login-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'logout',
        lazy: () =>
          import('../features/portal/pages/logout-page.tsx').then((m) => ({
            Component: m.default,
          })),
      },
    ],
  },
  {
    path: CONSOLE_BASE_PATH,
    element: <ConsoleGate />,
    hydrateFallbackElement: <FullPageSpin />,
    errorElement: <RouteError />,
    children: [
      {
        element: <ShellLayout />,
        children: [
          // Spec section 2: / redirects to /index, the home page.
          { index: true, element: <Navigate to={HOME_PATH.slice(1)} replace /> },
          ...PAGES.map((p) => ({
            path: p.path.slice(1),
            lazy: () =>
              p.load().then(({ default: Page }) => ({
                Component: () => (
                  <PageGuard page={p}>
                    <Page />
                  </PageGuard>
                ),
              })),
            errorElement: <RouteError />,
          })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound standalone /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
