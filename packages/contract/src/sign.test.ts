import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSign } from './sign.ts';

describe('request signature (spec section 7)', () => {
  it("is the lowercase hex MD5 of 'web' + path + code + timestamp + token", () => {
    const expected = createHash('md5')
      .update('web/api/v1/user/getv1-1.1-2c1700000000000abc')
      .digest('hex');
    expect(
      computeSign({
        path: '/api/v1/user/get',
        code: 'v1-1.1-2c',
        timestamp: 1700000000000,
        token: 'abc',
      }),
    ).toBe(expected);
  });

  it("uses '' for the token when signed out", () => {
    const expected = createHash('md5').update('web/api/v1/user/login11700000000000').digest('hex');
    expect(
      computeSign({ path: '/api/v1/user/login', code: '1', timestamp: '1700000000000', token: '' }),
    ).toBe(expected);
  });

  it('hashes non-ASCII as UTF-8', () => {
    const expected = createHash('md5').update('web/p1t令牌', 'utf8').digest('hex');
    expect(computeSign({ path: '/p', code: '1', timestamp: 't', token: '令牌' })).toBe(expected);
  });
});
