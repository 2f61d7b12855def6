import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { CONSOLE_BASE_PATH, HOME_PATH } from '@ecloud/contract';
import { loadAllStrings } from '../lib/i18n.ts';
import { FullPageSpin } from './full-page-spin.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { notFound, routeError } from './route-fallbacks.tsx';

// The portal and the console share this entry, but everything of the console (its gate, shell,
// page list, pages) and the error screens load only when a route needs them: the sign-in page
// downloads no console, table or chart code (docs/decisions.md, "Web performance").

/**
 * The console's gate inside antd's providers, with every string: antd and the console's strings
 * load with the console, not with the portal's pages.
 */
const consoleGate = () =>
  Promise.all([
    import('./console-gate.tsx'),
    import('./antd-providers.tsx'),
    loadAllStrings(),
  ]).then(([{ ConsoleGate }, { AntdProviders }]) => ({
    Component: () => (
      <AntdProviders>
        <ConsoleGate />
      </AntdProviders>
    ),
  }));

const CONSOLE_ROUTE = 'console';

const router = createBrowserRouter(
  [
    { path: '/', element: <Navigate to={`${CONSOLE_BASE_PATH}${HOME_PATH}`} replace /> },
    {
      path: '/portal',
      element: <PortalLayout />,
      hydrateFallbackElement: <FullPageSpin />,
      errorElement: routeError,
      children: [
        { index: true, element: <Navigate to="login" replace /> },
        {
          path: 'login',
          lazy: () =>
            import('../features/portal/pages/login-page.tsx').then((m) => ({
              Component: m.default,
            })),
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
      id: CONSOLE_ROUTE,
      path: CONSOLE_BASE_PATH,
      lazy: consoleGate,
      hydrateFallbackElement: <FullPageSpin />,
      errorElement: routeError,
      // Spec section 2: / redirects to /index, the home page. The shell and the pages are
      // added on the way in (below).
      children: [{ index: true, element: <Navigate to={HOME_PATH.slice(1)} replace /> }],
    },
    { path: '*', lazy: notFound(true) },
  ],
  {
    // A console address matches only the catch-all until the console's routes are in; the
    // router asks here before settling for it. Patching twice is harmless (same routes).
    async patchRoutesOnNavigation({ path, patch }) {
      if (path !== CONSOLE_BASE_PATH && !path.startsWith(`${CONSOLE_BASE_PATH}/`)) return;
      // The gate, antd and the shell are needed next whatever the page: asked for now, beside
      // the routes, rather than after them.
      void consoleGate();
      void import('./layouts/shell/shell-layout.tsx');
      const { consoleRoutes } = await import('./console-routes.tsx');
      patch(CONSOLE_ROUTE, consoleRoutes);
    },
  },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
