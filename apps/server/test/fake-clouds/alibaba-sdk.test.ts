import RPCClient from '@alicloud/pop-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acsSignature, signedForm } from '../../src/cloud/providers/alibaba/signer.ts';
import { startFakeAlibaba, type FakeAlibaba } from './alibaba.ts';

/**
 * Alibaba Cloud's own SDK (@alicloud/pop-core, RPCClient) signs and sends a few requests to
 * the fake: the fake must accept them, and our signer must compute the same Signature from the
 * same parameters, byte for byte.
 */
const KEYS = { accessKeyId: 'LTAIEXAMPLE0001', secret: 'ali-secret-例子 0001' };
const VERSION = '2014-05-26';

const CASES: { name: string; params: Record<string, string | string[]> }[] = [
  {
    name: 'a name that prefixes another followed by a digit, "." or "-"',
    params: { Key: 'a', Key1: 'b', 'Key.1': 'c', 'Key-1': 'd', RegionId: 'cn-hangzhou' },
  },
  {
    name: 'ten or more repeated values (ResourceId.1 beside ResourceId.10)',
    params: { ResourceId: Array.from({ length: 12 }, (_, i) => `i-bp${i}`), MaxResults: '10' },
  },
  {
    name: 'Chinese text, spaces and reserved characters',
    params: { InstanceName: '杭州 web 服务器', Description: "a*b (c)!'~/+=&%" },
  },
];

let fake: FakeAlibaba;
beforeAll(async () => {
  fake = await startFakeAlibaba(KEYS);
});
afterAll(() => fake.close());

const client = (secret = KEYS.secret) =>
  new RPCClient({
    endpoint: fake.url,
    apiVersion: VERSION,
    accessKeyId: KEYS.accessKeyId,
    accessKeySecret: secret,
  });

/** The form the SDK last sent, as the fake received it. */
const lastForm = () => new URLSearchParams(fake.requests.at(-1)!.body);

const post = async (body: string) => {
  const res = await fetch(fake.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe.each(CASES)('Alibaba SDK-signed request with $name', ({ params }) => {
  it('is accepted by the fake, and our signer computes the same Signature', async () => {
    const reply = await client().request<{ TotalCount: number }>('DescribeInstances', params, {
      method: 'POST',
    });
    expect(reply.TotalCount).toBeGreaterThan(0);
    const form = lastForm();
    const signed = Object.fromEntries([...form].filter(([k]) => k !== 'Signature'));
    expect(acsSignature('POST', signed, KEYS.secret)).toBe(form.get('Signature'));
  });

  it('is refused by the fake when signed with another secret or altered after signing', async () => {
    await expect(
      client(`${KEYS.secret}x`).request('DescribeInstances', params, { method: 'POST' }),
    ).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await client().request('DescribeInstances', params, { method: 'POST' });
    const form = lastForm();
    form.set('Extra', '1');
    expect(await post(form.toString())).toMatchObject({
      status: 400,
      body: { Code: 'SignatureDoesNotMatch' },
    });
  });
});

describe('Alibaba fake and our signer', () => {
  it('accepts our signed form with every key shape above', async () => {
    const params: Record<string, string> = { Key: 'a', Key1: 'b', 'Key.1': 'c', 'Key-1': 'd' };
    for (let i = 1; i <= 12; i++) params[`ResourceId.${i}`] = `i-bp${i}`;
    params.InstanceName = '杭州 web 服务器';
    const body = signedForm('DescribeInstances', VERSION, params, KEYS);
    const reply = await post(body);
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveProperty('TotalCount');
  });
});
