import { lazy, Suspense } from 'react';

// The error and not-found screens (antd's Result) load only when a route needs them; the
// portal's router and the console's routes share them.
const LazyRouteError = lazy(() =>
  import('../components/route-error.tsx').then((m) => ({ default: m.RouteError })),
);

export const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

export const notFound = (standalone: boolean) => () =>
  import('../components/not-found.tsx').then(({ NotFound }) => ({
    Component: () => <NotFound standalone={standalone} />,
  }));
