import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedQuery } from '../../src/cloud/providers/qingcloud/signer.ts';
import { startFakeQingCloud, type FakeQingCloud } from './qingcloud.ts';

/**
 * QingCloud's SDK is Python, which the tests cannot run here, so the reference is the worked
 * example of QingCloud's API signature documentation ("签名方法"): its keys, its parameters and
 * the final query string it prints, signature included.
 */
const DOC_KEYS = { accessKeyId: 'QYACCESSKEYIDEXAMPLE', secret: 'SECRETACCESSKEY' };
const DOC_QUERY =
  'access_key_id=QYACCESSKEYIDEXAMPLE&action=RunInstances&count=1&image_id=centos64x86a' +
  '&instance_name=demo&instance_type=small_b&login_mode=passwd&login_passwd=QingCloud20130712' +
  '&signature_method=HmacSHA256&signature_version=1&time_stamp=2013-08-27T14%3A30%3A10Z' +
  '&version=1&vxnets.1=vxnet-0&zone=pek1&signature=32bseYy39DOlatuewpeuW5vpmW51sD1A%2FJdGynqSpP8%3D';

let fake: FakeQingCloud;
beforeAll(async () => {
  fake = await startFakeQingCloud(DOC_KEYS);
});
afterAll(() => fake.close());

const call = async (query: string) => {
  const res = await fetch(`${fake.url}/iaas/?${query}`);
  return (await res.json()) as { ret_code: number; message?: string; total_count?: number };
};

describe('QingCloud signature', () => {
  it('our signer builds the documented query string, signature included', () => {
    const query = signedQuery(
      'RunInstances',
      {
        count: '1',
        'vxnets.1': 'vxnet-0',
        zone: 'pek1',
        instance_type: 'small_b',
        instance_name: 'demo',
        image_id: 'centos64x86a',
        login_mode: 'passwd',
        login_passwd: 'QingCloud20130712',
      },
      DOC_KEYS,
      new Date('2013-08-27T14:30:10Z'),
    );
    expect(query).toBe(DOC_QUERY);
  });

  it('the fake accepts the documented request (refused later only as an action it lacks)', async () => {
    const reply = await call(DOC_QUERY);
    expect(reply.ret_code).toBe(1100);
    expect(reply.message).toContain('unknown action RunInstances');
  });

  it('the fake refuses the documented request with its signature or a parameter changed', async () => {
    expect((await call(DOC_QUERY.replace('32bse', '32bsf'))).ret_code).toBe(1200);
    expect((await call(DOC_QUERY.replace('count=1', 'count=2'))).ret_code).toBe(1200);
  });

  it('the fake accepts our signature on names that prefix others, Chinese text and spaces', async () => {
    const params: Record<string, string> = {
      zone: 'pek3a',
      limit: '10',
      limit2: '1',
      'limit.x': 'a',
      'limit-y': 'b',
      search_word: '北京 web 主机',
      tags: "a*b (c)!'~",
    };
    for (let i = 1; i <= 12; i++) params[`instances.${i}`] = `i-qc${i}`;
    const reply = await call(signedQuery('DescribeInstances', params, DOC_KEYS));
    expect(reply.ret_code).toBe(0);
    expect(reply.total_count).toBeGreaterThan(0);
  });
});
