import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { callApi, http } from '../lib/request.ts';
import { setToastApi } from '../lib/toast.ts';
import type { MessageInstance } from 'antd/es/message/interface';
import { fakeServer } from './api.ts';

const server = fakeServer();
beforeEach(() => {
  setToastApi({ error: () => undefined } as unknown as MessageInstance);
  http.defaults.adapter = server.adapter;
});
afterEach(() => {
  server.reset();
  http.defaults.adapter = undefined;
});

describe('the web tests’ fake API', () => {
  it('answers through the real wrapper and records the request', async () => {
    server.answer(calls.unreadCount, 7);
    expect(await callApi(calls.unreadCount, {})).toBe(7);
    expect(server.requests).toHaveBeenCalledWith(calls.unreadCount, {}, expect.anything());
    expect(server.problems).toEqual([]);
  });

  it('flags a reply its output schema refuses', async () => {
    server.answer(calls.unreadCount, 'seven' as unknown as number);
    await callApi(calls.unreadCount, {});
    expect(server.problems).toHaveLength(1);
    expect(server.problems[0]).toMatch(/output schema refuses/);
  });

  it('flags input the call’s schema refuses', async () => {
    server.answer(calls.rechargeCancel, { affected: 1 });
    await callApi(calls.rechargeCancel, { id: 'not-a-uuid' }).catch(() => undefined);
    expect(server.problems.some((p) => /input its schema refuses/.test(p))).toBe(true);
  });

  it('flags a call nobody answered, and fails it', async () => {
    await expect(callApi(calls.unreadCount, {})).rejects.toThrow();
    expect(server.problems).toEqual([`GET ${calls.unreadCount.path} has no answer registered`]);
  });

  it('fails once, then answers', async () => {
    server.fail(calls.unreadCount, 'down', 500, true);
    server.answer(calls.unreadCount, 3);
    await expect(callApi(calls.unreadCount, {})).rejects.toThrow('down');
    expect(await callApi(calls.unreadCount, {})).toBe(3);
  });
});
