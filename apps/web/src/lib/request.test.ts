import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Adapter, HttpRequest } from './http.ts';
import { HttpError } from './http.ts';
import { calls, computeSign } from '@ecloud/contract';
import { ApiError, callApi, http, sessionExpired } from './request.ts';
import { session } from './session.ts';
import { setToastApi } from './toast.ts';
import type { MessageInstance } from 'antd/es/message/interface';

const toasts: [string, number][] = [];
let seen: HttpRequest | undefined;
const reply =
  (data: unknown, status = 200): Adapter =>
  async (config) => {
    seen = config;
    if (status >= 400)
      throw new HttpError(`Request failed with status code ${status}`, {
        data,
        status,
        headers: {},
      });
    return { data, status, headers: {} };
  };

beforeEach(() => {
  toasts.length = 0;
  setToastApi({
    error: (c: string, d: number) => toasts.push([c, d]),
  } as unknown as MessageInstance);
});
afterEach(() => {
  http.defaults.adapter = undefined;
  vi.restoreAllMocks();
});

describe('request wrapper (spec section 7)', () => {
  it('sends the signed headers, with the base path and a 30 s time-out', async () => {
    sessionStorage.setItem('token', 'tok');
    http.defaults.adapter = reply({ code: 200, message: 'success', data: 7 });
    expect(await callApi(calls.unreadCount, {})).toBe(7);
    const h = seen!.headers;
    expect(seen!.baseURL).toBe('/ecloud-admin');
    expect(seen!.url).toBe('/api/v1/mes/unReadCount');
    expect(seen!.timeout).toBe(30_000);
    expect(h.token).toBe('tok');
    expect(h.code).toBe('v3-6.4-2c');
    expect(h.source).toBe('web');
    expect(String(h['Content-Type'])).toMatch(/application\/json;charset=UTF-8/i);
    expect(h.sign).toBe(
      computeSign({
        path: '/api/v1/mes/unReadCount',
        code: 'v3-6.4-2c',
        timestamp: String(h.timestamp),
        token: 'tok',
      }),
    );
  });

  it("signs with '' when signed out, and sends POST input as the body", async () => {
    http.defaults.adapter = reply({ code: 200, message: 'success', data: { token: 't' } });
    await callApi(calls.login, { username: 'a', password: 'b', loginFlag: 1 });
    expect(seen!.headers.token).toBe('');
    expect(JSON.parse(String(seen!.data))).toEqual({ username: 'a', password: 'b', loginFlag: 1 });
  });

  it("shows the server's message for 5 s on any other code, and fails the call", async () => {
    http.defaults.adapter = reply({ code: 403, message: 'No, sorry', data: null });
    await expect(callApi(calls.userFind, {})).rejects.toEqual(new ApiError(403, 'No, sorry'));
    expect(toasts).toEqual([['No, sorry', 5]]);
  });

  it('clears the session and goes to logout silently on 407', async () => {
    session.setLoginNum(3);
    const handle = vi.spyOn(sessionExpired, 'handle').mockImplementation(() => session.clear());
    http.defaults.adapter = reply({ code: 407, message: 'expired', data: null });
    await expect(callApi(calls.userFind, {})).rejects.toBeInstanceOf(ApiError);
    expect(handle).toHaveBeenCalledOnce();
    expect(sessionStorage.length).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('shows the error for 5 s on an HTTP or network failure, using the envelope when there is one', async () => {
    http.defaults.adapter = reply({ code: 413, message: 'Too large', data: null }, 413);
    await expect(callApi(calls.userFind, {})).rejects.toEqual(new ApiError(413, 'Too large'));
    http.defaults.adapter = async () => {
      throw new Error('Network Error');
    };
    await expect(callApi(calls.userFind, {})).rejects.toEqual(new ApiError(0, 'Network Error'));
    expect(toasts).toEqual([
      ['Too large', 5],
      ['Network Error', 5],
    ]);
  });

  it('stays quiet for calls whose failures are only logged', async () => {
    http.defaults.adapter = reply({ code: 500, message: 'boom', data: null });
    await expect(callApi(calls.unreadCount, {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });
});
