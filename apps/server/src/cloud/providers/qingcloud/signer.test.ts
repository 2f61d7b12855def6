import { describe, expect, it } from 'vitest';
import { qingcloudSignature, signedQuery } from './signer.ts';

const DOC_EXAMPLE = {
  access_key_id: 'QYACCESSKEYIDEXAMPLE',
  action: 'RunInstances',
  count: '1',
  image_id: 'centos64x86a',
  instance_name: 'demo',
  instance_type: 'small_b',
  login_mode: 'passwd',
  login_passwd: 'QingCloud20130712',
  signature_method: 'HmacSHA256',
  signature_version: '1',
  time_stamp: '2013-08-27T14:30:10Z',
  version: '1',
  'vxnets.1': 'vxnet-0',
  zone: 'pek1',
};

describe('QingCloud signer', () => {
  it('matches the worked example of the QingCloud API signature documentation', () => {
    expect(qingcloudSignature('GET', '/iaas/', DOC_EXAMPLE, 'SECRETACCESSKEY')).toBe(
      '32bseYy39DOlatuewpeuW5vpmW51sD1A/JdGynqSpP8=',
    );
  });

  it('puts the URL-encoded signature after the sorted parameters', () => {
    const { access_key_id, action, time_stamp, ...params } = DOC_EXAMPLE;
    const query = signedQuery(
      action,
      params,
      { accessKeyId: access_key_id, secret: 'SECRETACCESSKEY' },
      new Date(time_stamp),
    );
    expect(query).toMatch(/^access_key_id=QYACCESSKEYIDEXAMPLE&action=RunInstances&count=1&/);
    expect(query.endsWith('&signature=32bseYy39DOlatuewpeuW5vpmW51sD1A%2FJdGynqSpP8%3D')).toBe(
      true,
    );
  });
});
