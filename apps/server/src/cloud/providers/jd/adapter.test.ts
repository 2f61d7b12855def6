import { describe, expect, it } from 'vitest';
import { JD_HOSTS } from '../../../../test/fake-clouds/jd.ts';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { JD } from '../conformance/cases-jd-qing-tencent.ts';

// The scenarios every provider shares are in conformance/; these are JD Cloud's own.
const cloud = useFakeCloud(JD.setup);
const R = cloud.region;

describe('JD Cloud adapter', () => {
  it('posts one signed :startInstance, :stopInstance or :rebootInstance per host', async () => {
    const ids = [JD_HOSTS[0]!.instanceId, JD_HOSTS[1]!.instanceId];
    await cloud.actOnHosts({ start: ids, stop: ids.slice(0, 1), reboot: ids.slice(0, 1) });
    expect(cloud.fake.calls.slice(-4).map((c) => `${c.method} ${c.service} ${c.path}`)).toEqual([
      `POST vm /instances/${ids[0]}:startInstance`,
      `POST vm /instances/${ids[1]}:startInstance`,
      `POST vm /instances/${ids[0]}:stopInstance`,
      `POST vm /instances/${ids[0]}:rebootInstance`,
    ]);
    await expect(cloud.adapter.hostAction(R, ['i-missing'], 'start')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
