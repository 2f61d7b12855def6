import type { RouteObject } from 'react-router';
import { PAGES } from './pages.ts';
import { notFound, routeError } from './route-fallbacks.tsx';

/**
 * The console's routes below its gate: the shell and every page. The router adds them on the
 * first navigation into the console (router.tsx), so the page list, and the contract modules
 * its menu codes come from, never load with the sign-in page.
 */
export const consoleRoutes: RouteObject[] = [
  {
    lazy: () =>
      import('./layouts/shell/shell-layout.tsx').then((m) => ({ Component: m.ShellLayout })),
    children: [
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
];
