import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, CALL_LIST } from '@ecloud/contract';
import { testApp } from './harness.ts';

const t = await testApp();

describe('every route declares its permission', () => {
  it('has a permission on each registered route', () => {
    const missing = t.app.registeredRoutes
      .filter((r) => !r.config?.permission)
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(missing).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(15);
  });

  it('serves every call of the table that is not planned, with the permission the table gives', () => {
    const served = new Map(
      t.app.registeredRoutes
        .filter((r) => r.config?.call)
        .map((r) => [r.url, r.config!.permission]),
    );
    for (const c of CALL_LIST) {
      const url = `${API_BASE_PATH}${c.path}`;
      if (c.planned) expect(served.has(url), url).toBe(false);
      else expect(served.get(url), url).toEqual(c.permission);
    }
  });

  it('gives every call a distinct path and business code', () => {
    expect(new Set(CALL_LIST.map((c) => c.path)).size).toBe(CALL_LIST.length);
    expect(new Set(CALL_LIST.map((c) => c.code)).size).toBe(CALL_LIST.length);
  });
});
