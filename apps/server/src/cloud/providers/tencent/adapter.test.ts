import { describe, expect, it } from 'vitest';
import { TC_HOSTS } from '../../../../test/fake-clouds/tencent.ts';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { TENCENT } from '../conformance/cases-jd-qing-tencent.ts';

// The scenarios every provider shares are in conformance/; these are Tencent Cloud's own.
const cloud = useFakeCloud(TENCENT.setup);
const R = cloud.region;

describe('Tencent Cloud adapter (official SDK)', () => {
  it('sends Start/Stop/RebootInstances with the instance ids', async () => {
    const ids = [TC_HOSTS[0]!.InstanceId, TC_HOSTS[1]!.InstanceId];
    await cloud.actOnHosts({ start: ids, stop: ids, reboot: ids });
    expect(cloud.fake.calls.slice(-3)).toEqual([
      { service: 'cvm', action: 'StartInstances', region: R, params: { InstanceIds: ids } },
      {
        service: 'cvm',
        action: 'StopInstances',
        region: R,
        params: { InstanceIds: ids, StopType: 'SOFT_FIRST' },
      },
      {
        service: 'cvm',
        action: 'RebootInstances',
        region: R,
        params: { InstanceIds: ids, StopType: 'SOFT_FIRST' },
      },
    ]);
    await expect(cloud.adapter.hostAction(R, ['ins-missing'], 'start')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
