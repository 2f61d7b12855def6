import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { huaweiCanonicalPath, signHuaweiRequest } from './signer.ts';

describe('Huawei signer', () => {
  it('ends the canonical path with a slash, as API Gateway does', () => {
    expect(huaweiCanonicalPath('/v1/p/cloudservers/detail')).toBe('/v1/p/cloudservers/detail/');
    expect(huaweiCanonicalPath('/v3/projects/')).toBe('/v3/projects/');
  });

  it('signs the canonical request directly with the secret key', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    const url = new URL(
      'https://ecs.cn-north-4.myhuaweicloud.com/v1/p1/cloudservers/detail?offset=1&limit=10',
    );
    const headers = signHuaweiRequest({
      method: 'GET',
      url,
      body: '',
      credentials: { accessKeyId: 'AK', secret: 'SK' },
      projectId: 'p1',
      now,
    });
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    const canonical = [
      'GET',
      '/v1/p1/cloudservers/detail/',
      'limit=10&offset=1',
      'content-type:application/json\nhost:ecs.cn-north-4.myhuaweicloud.com\nx-project-id:p1\nx-sdk-date:20260102T030405Z\n',
      'content-type;host;x-project-id;x-sdk-date',
      sha(''),
    ].join('\n');
    const signature = createHmac('sha256', 'SK')
      .update(`SDK-HMAC-SHA256\n20260102T030405Z\n${sha(canonical)}`)
      .digest('hex');
    expect(headers.authorization).toBe(
      `SDK-HMAC-SHA256 Access=AK, SignedHeaders=content-type;host;x-project-id;x-sdk-date, Signature=${signature}`,
    );
    expect(headers['x-sdk-date']).toBe('20260102T030405Z');
    expect(headers['x-project-id']).toBe('p1');
  });
});
