import { lazy, Suspense } from 'react';
import { loadAllStrings } from '../lib/i18n.ts';

// The error and not-found screens (antd's Result, inside antd's providers) load only when a
// route needs them; the portal's router and the console's routes share them.
const LazyRouteError = lazy(() =>
  Promise.all([
    import('../components/route-error.tsx'),
    import('./antd-providers.tsx'),
    loadAllStrings(),
  ]).then(([{ RouteError }, { AntdProviders }]) => ({
    default: () => (
      <AntdProviders>
        <RouteError />
      </AntdProviders>
    ),
  })),
);

export const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

export const notFound = (standalone: boolean) => () =>
  Promise.all([
    import('../components/not-found.tsx'),
    import('./antd-providers.tsx'),
    loadAllStrings(),
  ]).then(([{ NotFound }, { AntdProviders }]) => ({
    Component: () => (
      <AntdProviders>
        <NotFound standalone={standalone} />
      </AntdProviders>
    ),
  }));
