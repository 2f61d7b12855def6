import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App as AntApp } from 'antd';
import { SESSION_KEYS, type UserInfo } from '@ecloud/contract';

export const aUser = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: '00000000-0000-4000-8000-000000000001',
  accountType: 0,
  username: 'admin',
  name: 'Demo Admin',
  authCodes: 'all',
  customType: 1,
  loginNum: 3,
  roles: ['Administrator'],
  role: 'Administrator',
  tenantId: '00000000-0000-4000-8000-000000000002',
  tenantName: 'Demo Enterprise',
  tenantKind: 'enterprise',
  ...over,
});

export interface RenderOptions {
  user?: UserInfo | null;
  loginFlag?: 1 | 2;
  path?: string;
  /** Query data to start with, e.g. [['messages', 'unread'], 120]. */
  data?: [readonly unknown[], unknown][];
}

/**
 * Renders with the providers a screen expects, its queries live: they reach the fake API of
 * `./api.ts` (install it with `fakeApi()` in the test file).
 */
export function renderLive(ui: ReactNode, user: UserInfo = aUser(), path = '/console/index') {
  sessionStorage.setItem(SESSION_KEYS.token, 'test-token');
  sessionStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
  sessionStorage.setItem(SESSION_KEYS.loginFlag, '1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['identity', 'current-user'], user);
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

/** Renders with the providers a screen expects. Queries do not fetch; give them data instead. */
export function renderAs(
  ui: ReactNode,
  user: UserInfo | null = aUser(),
  loginFlag: 1 | 2 = 1,
  path = '/console/index',
  data: RenderOptions['data'] = [],
) {
  if (user) {
    sessionStorage.setItem(SESSION_KEYS.token, 'test-token');
    sessionStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
  }
  sessionStorage.setItem(SESSION_KEYS.loginFlag, String(loginFlag));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (user) client.setQueryData(['identity', 'current-user'], user);
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}
