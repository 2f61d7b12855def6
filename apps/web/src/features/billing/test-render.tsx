import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App as AntApp } from 'antd';
import { SESSION_KEYS, type UserInfo } from '@ecloud/contract';
import { aUser } from '../../test/render.tsx';

// antd's table measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

/** Like the shared renderAs, but queries run (against a mocked callApi). */
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
