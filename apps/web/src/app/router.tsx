import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { CONSOLE_BASE_PATH, HOME_PATH } from '@ecloud/contract';
import { PAGES } from './pages.ts';
import { FullPageSpin } from './full-page-spin.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';

// The portal and the console share this entry, but everything of the console (its gate, shell,
// pages) and the error screens load only when a route needs them: the sign-in page downloads
// no console, table or chart code (docs/decisions.md, "Web performance").
const component =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((m) => ({ Component: m[name] }));

const LazyRouteError = lazy(() =>
  import('../components/route-error.tsx').then((m) => ({ default: m.RouteError })),
);
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);
const notFound = (standalone: boolean) => () =>
  import('../components/not-found.tsx').then(({ NotFound }) => ({
    Component: () => <NotFound standalone={standalone} />,
  }));

const router = createBrowserRouter([
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
    lazy: component(() => import('./console-gate.tsx'), 'ConsoleGate'),
    hydrateFallbackElement: <FullPageSpin />,
    errorElement: routeError,
    children: [
      {
        lazy: component(() => import('./layouts/shell/shell-layout.tsx'), 'ShellLayout'),
        children: [
          // Spec section 2: / redirects to /index, the home page.
          { index: true, element: <Navigate to={HOME_PATH.slice(1)} replace /> },
          ...PAGES.map((p) => ({
            path: p.path.slice(1),
            lazy: () =>
              Promise.all([p.load(), import('./page-guard.tsx')]).then(
                ([{ default: Page }, { PageGuard }]) => ({
                  Component: () => (
                    <PageGuard page={p}>
                      <Page />
                    </PageGuard>
                  ),
                }),
              ),
            errorElement: routeError,
          })),
          { path: '*', lazy: notFound(false) },
        ],
      },
    ],
  },
  { path: '*', lazy: notFound(true) },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
