import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import { SESSION_KEYS, type UserInfo } from '@ecloud/contract';
import { antdTheme } from '../app/antd-theme.ts';

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

/** Signs the user in (session storage) and renders `ui` inside the app's providers. */
function renderIn(
  ui: ReactNode,
  user: UserInfo | null,
  loginFlag: 1 | 2,
  path: string,
  queries: Record<string, unknown>,
  data: RenderOptions['data'] = [],
) {
  if (user) {
    sessionStorage.setItem(SESSION_KEYS.token, 'test-token');
    sessionStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
  }
  sessionStorage.setItem(SESSION_KEYS.loginFlag, String(loginFlag));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
  if (user) client.setQueryData(['identity', 'current-user'], user);
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={antdTheme(false)}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

/**
 * Renders with the providers a screen expects, its queries live: they reach the fake API of
 * `./api.ts` (install it with `fakeApi()` in the test file).
 */
export const renderLive = (ui: ReactNode, user: UserInfo = aUser(), path = '/console/index') =>
  renderIn(ui, user, 1, path, {});

/** Renders with the providers a screen expects. Queries do not fetch; give them data instead. */
export const renderAs = (
  ui: ReactNode,
  user: UserInfo | null = aUser(),
  loginFlag: 1 | 2 = 1,
  path = '/console/index',
  data: RenderOptions['data'] = [],
) => renderIn(ui, user, loginFlag, path, { enabled: false }, data);
