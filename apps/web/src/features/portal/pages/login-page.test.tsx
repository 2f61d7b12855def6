import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import LoginPage from './login-page.tsx';

const server = fakeApi();
const config = {
  demo: true,
  demoPassword: 'Demo@123456',
  demoAccounts: [
    { username: 'admin', tenant: 'Demo Enterprise', loginFlag: 1 as const, note: 'Full console' },
    { username: 'ops', tenant: 'Demo Enterprise', loginFlag: 2 as const, note: 'Cloud management' },
  ],
  businessViewUrl: 'https://example.com',
};
const show = () => {
  server.answer(calls.portalConfig, config);
  return renderLive(<LoginPage />, aUser(), '/portal/login');
};

afterEach(async () => {
  // Back to the start state other files of this worker expect: English, no Chinese loaded.
  await setLanguage('en-US');
  i18n.removeResourceBundle('zh-CN', 'translation');
});

describe('the sign-in page (plain React, no antd)', () => {
  it('says which fields are empty, under each, and focuses the first; nothing is sent', async () => {
    show();
    fireEvent.click(screen.getByTestId('sign-in'));
    expect(await screen.findByText('Enter a username')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Enter a username');
    expect(document.activeElement).toBe(username);
    // Typing clears the message, as antd's form did.
    fireEvent.change(username, { target: { value: 'admin' } });
    expect(screen.queryByText('Enter a username')).toBeNull();
    expect(server.requests.mock.calls.map(([c]) => c.path)).toEqual([calls.portalConfig.path]);
  });

  it('shows the messages in Chinese when Chinese is chosen', async () => {
    await setLanguage('zh-CN');
    show();
    fireEvent.click(screen.getByTestId('sign-in'));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
  });

  it('signs in to the console chosen, and keeps the session', async () => {
    show();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByText('Cloud management'));
    expect(screen.getByTestId('login-flag-2')).toBeChecked();
    const user = aUser({ username: 'ops', loginNum: 4 });
    server.answer(calls.login, (input) => {
      expect(input).toEqual({ username: 'ops', password: 'secret', loginFlag: 2 });
      return { token: 'a-token', userInfo: user, loginFlag: 2 as const };
    });
    fireEvent.click(screen.getByTestId('sign-in'));
    await waitFor(() => expect(session.token()).toBe('a-token'));
    expect(session.loginFlag()).toBe(2);
  });

  it('fills the form from a demo account, and shows a refusal as an announced toast', async () => {
    show();
    sessionStorage.clear();
    fireEvent.click(await screen.findByTestId('demo-ops'));
    expect(screen.getByLabelText('Username')).toHaveValue('ops');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo@123456');
    expect(screen.getByTestId('login-flag-2')).toBeChecked();
    server.fail(calls.login, 'Wrong username or password', 400);
    fireEvent.click(screen.getByTestId('sign-in'));
    const toast = await screen.findByText('Wrong username or password');
    expect(toast.closest('[role=alert]')).not.toBeNull();
    expect(session.token()).toBeFalsy();
  });

  it('shows and hides the password from a labelled button', async () => {
    show();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
