import { describe, expect, it } from 'vitest';
import { withCallPolicy } from '../../call-policy.ts';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { QINGCLOUD } from '../conformance/cases-jd-qing-tencent.ts';

// The scenarios every provider shares are in conformance/; these are QingCloud's own.
const cloud = useFakeCloud(QINGCLOUD.setup);
const R = cloud.region;

describe('QingCloud adapter', () => {
  it('sends start, stop and reboot as Start/Stop/RestartInstances with indexed ids', async () => {
    const ids = ['i-qc000001', 'i-qc000002'];
    await cloud.actOnHosts({ start: ids, stop: ids, reboot: ids });
    expect(cloud.fake.calls.slice(-3)).toEqual([
      expect.objectContaining({ action: 'StartInstances' }),
      expect.objectContaining({ action: 'StopInstances' }),
      expect.objectContaining({ action: 'RestartInstances' }),
    ]);
    expect(cloud.fake.calls.at(-1)!.params).toMatchObject({
      zone: 'pek3a',
      'instances.1': 'i-qc000001',
      'instances.2': 'i-qc000002',
    });
  });

  it('retries a busy reply through the call policy', async () => {
    cloud.fake.busy = 2;
    const before = cloud.fake.calls.length;
    const page = await withCallPolicy(cloud.adapter, { baseDelayMs: 1 }).list('vpc', R);
    expect(page.items).toHaveLength(1);
    expect(cloud.fake.calls.length - before).toBe(3);
    cloud.fake.busy = 1;
    await expect(cloud.adapter.list('vpc', R)).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: '5100',
    });
  });
});
