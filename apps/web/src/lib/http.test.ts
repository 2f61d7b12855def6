import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_LIST } from '@ecloud/contract';
import { HttpError, http, queryString } from './http.ts';

type Def = { type: string; innerType?: Schema; in?: Schema; shape?: Record<string, Schema> };
type Schema = { _zod: { def: Def } };

/** A field's own type, through optional, nullable, default and pipes. */
const fieldType = (s: Schema): string => {
  const d = s._zod.def;
  if (d.innerType) return fieldType(d.innerType);
  if (d.type === 'pipe' && d.in) return fieldType(d.in);
  return d.type;
};

afterEach(() => vi.unstubAllGlobals());

describe('the HTTP client (fetch)', () => {
  it('sends a GET input as a flat query string, leaving out absent values', () => {
    expect(queryString({ page: 2, q: 'a b&c', on: true, none: undefined, nil: null })).toBe(
      '?page=2&q=a+b%26c&on=true',
    );
    expect(queryString(undefined)).toBe('');
  });

  it('can: no GET call takes an array or an object', () => {
    const gets = CALL_LIST.filter((c) => c.method === 'GET');
    const fields = gets.flatMap((c) =>
      Object.values((c.input as unknown as Schema)._zod.def.shape ?? {}).map(fieldType),
    );
    // The walk sees the fields (ids, pages, strings), so an empty list below means something.
    expect(fields).toContain('string');
    const nested = gets.flatMap((c) =>
      Object.entries((c.input as unknown as Schema)._zod.def.shape ?? {})
        .filter(([, s]) =>
          ['array', 'object', 'record', 'tuple', 'map', 'set'].includes(fieldType(s)),
        )
        .map(([k]) => `${c.path} ${k}`),
    );
    expect(nested).toEqual([]);
  });

  it('posts JSON under the base path and reads the reply; a failure carries its reply', async () => {
    const seen: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push([url, init]);
      const failed = url.split('?')[0]!.endsWith('/fail');
      return new Response(JSON.stringify({ code: failed ? 413 : 200, message: 'm', data: 1 }), {
        status: failed ? 413 : 200,
        headers: { 'Content-Type': 'application/json', 'X-Export-Rows': '3' },
      });
    });
    const res = await http.request({
      method: 'POST',
      url: '/api/v1/x',
      headers: { code: 'c' },
      data: '{"a":1}',
    });
    expect(res).toEqual({
      data: { code: 200, message: 'm', data: 1 },
      status: 200,
      headers: { 'content-type': 'application/json', 'x-export-rows': '3' },
    });
    expect(seen[0]![0]).toBe('/ecloud-admin/api/v1/x');
    expect(seen[0]![1]).toMatchObject({ method: 'POST', headers: { code: 'c' }, body: '{"a":1}' });
    const failure = await http
      .request({ method: 'GET', url: '/fail', headers: {}, params: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).response.data).toEqual({ code: 413, message: 'm', data: 1 });
    expect(seen[1]![0]).toBe('/ecloud-admin/fail?id=x');
    expect(seen[1]![1].body).toBeUndefined();
  });
});
