import { describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  canonicalRequest,
  isoBasic,
  isoSeconds,
  rfc3986,
  sha256Hex,
} from './crypto.ts';

describe('signing helpers', () => {
  it('percent-encodes everything but the RFC 3986 unreserved characters', () => {
    expect(rfc3986("aZ0-_.~ !'()*/+=:&中")).toBe(
      'aZ0-_.~%20%21%27%28%29%2A%2F%2B%3D%3A%26%E4%B8%AD',
    );
  });

  it('sorts the query by encoded name, then value', () => {
    expect(
      canonicalQuery([
        ['b', '2'],
        ['a', 'x y'],
        ['A', '1'],
        ['a', 'w'],
      ]),
    ).toBe('A=1&a=w&a=x%20y&b=2');
  });

  it('formats the two timestamp styles the signers use', () => {
    const t = new Date('2026-01-02T03:04:05.678Z');
    expect(isoBasic(t)).toBe('20260102T030405Z');
    expect(isoSeconds(t)).toBe('2026-01-02T03:04:05Z');
  });

  it('builds the SigV4-family canonical request', () => {
    const canonical = canonicalRequest({
      method: 'get',
      path: '/v1/x/',
      query: 'a=1',
      headers: { host: 'h.example', 'x-date': ' 20260102T030405Z ' },
      signedHeaders: ['host', 'x-date'],
      body: '',
    });
    expect(canonical).toBe(
      `GET\n/v1/x/\na=1\nhost:h.example\nx-date:20260102T030405Z\n\nhost;x-date\n${sha256Hex('')}`,
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
