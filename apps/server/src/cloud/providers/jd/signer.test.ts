import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jdCanonicalPath, jdSigningKey, signJdRequest } from './signer.ts';

describe('JD signer', () => {
  it('encodes each path segment, the colon of an action included', () => {
    expect(jdCanonicalPath('/v1/regions/cn-north-1/instances/i-abc:startInstance')).toBe(
      '/v1/regions/cn-north-1/instances/i-abc%3AstartInstance',
    );
  });

  it('derives the key from "JDCLOUD2" + secret through date, region, service', () => {
    const mac = (k: string | Buffer, d: string) => createHmac('sha256', k).update(d).digest();
    const expected = mac(
      mac(mac(mac('JDCLOUD2sk', '20260102'), 'cn-north-1'), 'vm'),
      'jdcloud2_request',
    );
    expect(jdSigningKey('sk', '20260102', 'cn-north-1', 'vm').equals(expected)).toBe(true);
  });

  it('sends the date, nonce and an Authorization header with the scope and signed headers', () => {
    const headers = signJdRequest({
      method: 'GET',
      url: new URL('https://vm.jdcloud-api.com/v1/regions/cn-north-1/instances?pageSize=10'),
      body: '',
      service: 'vm',
      region: 'cn-north-1',
      credentials: { accessKeyId: 'AK', secret: 'SK' },
      now: new Date('2026-01-02T03:04:05Z'),
    });
    expect(headers['x-jdcloud-date']).toBe('20260102T030405Z');
    expect(headers['x-jdcloud-nonce']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.authorization).toMatch(
      /^JDCLOUD2-HMAC-SHA256 Credential=AK\/20260102\/cn-north-1\/vm\/jdcloud2_request, SignedHeaders=content-type;host;x-jdcloud-date;x-jdcloud-nonce, Signature=[0-9a-f]{64}$/,
    );
    expect(headers).not.toHaveProperty('host');
    expect(JSON.stringify(headers)).not.toContain('SK"');
  });
});
