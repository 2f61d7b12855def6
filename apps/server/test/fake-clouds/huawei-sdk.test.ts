import { AKSKSigner } from '@huaweicloud/huaweicloud-sdk-core/auth/AKSKSigner.js';
import { BasicCredentials } from '@huaweicloud/huaweicloud-sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHuaweiRequest } from '../../src/cloud/providers/huawei/signer.ts';
import { HW_PROJECT, startFakeHuawei, type FakeHuawei } from './huawei.ts';

/**
 * Huawei Cloud's own SDK (@huaweicloud/huaweicloud-sdk-core, AKSKSigner) signs a few requests;
 * the fake must accept them and our signer must produce the same Authorization, byte for byte.
 */
const KEYS = { accessKeyId: 'HWAKEXAMPLE0001', secret: 'hw-secret-例子 0001' };
const NOW = new Date('2026-03-04T05:06:07Z');
const STAMP = '20260304T050607Z';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string | string[]>;
  data?: object;
}

const CASES: Case[] = [
  {
    name: 'a name that prefixes another followed by a digit, "." or "-"',
    method: 'GET',
    path: `/ecs/v1/${HW_PROJECT}/cloudservers/detail`,
    query: { limit: '10', limit2: '3', 'limit.x': 'a', 'limit-y': 'b', offset: '1' },
  },
  {
    name: 'Chinese text, spaces and reserved characters in values',
    method: 'GET',
    path: `/ecs/v1/${HW_PROJECT}/cloudservers/detail`,
    query: { name: '华北 web 服务器', tags: "env=prod*owner (ops)!'~", offset: '1' },
  },
  {
    name: 'a repeated name',
    method: 'GET',
    path: `/vpc/v1/${HW_PROJECT}/publicips`,
    query: { id: ['eip-hw02', 'eip-hw01'], limit: '10' },
  },
  {
    name: 'a JSON body',
    method: 'POST',
    path: `/ecs/v1/${HW_PROJECT}/cloudservers/action`,
    query: {},
    data: { 'os-start': { servers: [{ id: 'a1b2' }] }, note: '启动 now' },
  },
];

const search = (query: Case['query']) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) params.append(k, one);
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** The headers AKSKSigner.sign returns for this request (Authorization among them). */
function sdkSign(fake: FakeHuawei, c: Case, secret = KEYS.secret): Record<string, string> {
  const credential = new BasicCredentials().withAk(KEYS.accessKeyId).withSk(secret);
  const signed = AKSKSigner.sign(
    {
      endpoint: `${fake.url}${c.path}`,
      method: c.method,
      headers: {
        'content-type': 'application/json',
        'X-Project-Id': HW_PROJECT,
        'X-Sdk-Date': STAMP,
      },
      queryParams: structuredClone(c.query),
      data: c.data,
    },
    credential,
  ) as Record<string, string>;
  return signed;
}

const send = async (fake: FakeHuawei, c: Case, headers: Record<string, string>) => {
  const { host: _host, ...sent } = Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const res = await fetch(`${fake.url}${c.path}${search(c.query)}`, {
    method: c.method,
    headers: sent,
    body: c.data ? JSON.stringify(c.data) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

let fake: FakeHuawei;
beforeAll(async () => {
  fake = await startFakeHuawei(KEYS);
});
afterAll(() => fake.close());

describe.each(CASES)('Huawei SDK-signed request with $name', (c) => {
  it('is accepted by the fake', async () => {
    const reply = await send(fake, c, sdkSign(fake, c));
    expect(reply.body.error_code).not.toBe('APIGW.0301');
    expect(reply.status).toBe(200);
  });

  it('is signed by our signer with the same Authorization, byte for byte', () => {
    const ours = signHuaweiRequest({
      method: c.method,
      url: new URL(`${fake.url}${c.path}${search(c.query)}`),
      body: c.data ? JSON.stringify(c.data) : '',
      credentials: KEYS,
      projectId: HW_PROJECT,
      now: NOW,
    });
    expect(ours.authorization).toBe(sdkSign(fake, c).Authorization);
  });

  it('is refused by the fake when signed with another secret or altered after signing', async () => {
    const wrong = await send(fake, c, sdkSign(fake, c, `${KEYS.secret}x`));
    expect(wrong).toMatchObject({ status: 401, body: { error_code: 'APIGW.0301' } });
    const altered = await send(fake, { ...c, query: { ...c.query, extra: '1' } }, sdkSign(fake, c));
    expect(altered).toMatchObject({ status: 401, body: { error_code: 'APIGW.0301' } });
  });
});
