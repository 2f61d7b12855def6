import { RAW, hwMetricReply } from './metric-replies.ts';

/**
 * The fake Cloud Eye's batch query, naming resources as CES does: an EVS disk only by
 * disk_name "<server ID>-<drive letter>" of an attached volume, a DDS metric only per node
 * (mongodb_instance_id at level 0, mongodb_node_id at level 1). Any other name for them answers
 * no datapoints, as CES does for a name it holds no data for. A DDS node answers RAW divided
 * by 2 to the power of its place in its instance (primary RAW, secondary RAW / 2 ...), so a test
 * can tell a sum from a maximum.
 */
type Body = Parameters<typeof hwMetricReply>[0] & {
  metrics: { dimensions: { name: string; value: string }[] }[];
};
interface Volume {
  attachments: { server_id?: string; device?: string }[];
}
interface Dds {
  id: string;
  groups: { nodes?: readonly { id: string }[] }[];
}

export function hwCesReply(body: Body, volumes: Volume[], dds: Dds[]) {
  const disks = new Set(
    volumes.flatMap((v) =>
      v.attachments.map((a) => `${a.server_id}-${a.device?.split('/').pop() ?? ''}`),
    ),
  );
  const nodes = new Map(
    dds.flatMap((d) =>
      d.groups
        .flatMap((g) => g.nodes ?? [])
        .map((n, i) => [`${d.id}/${n.id}`, 1 / 2 ** i] as const),
    ),
  );
  /** The factor of RAW a series answers, or undefined where CES holds nothing by that name. */
  const factor = (m: Body['metrics'][number]): number | undefined => {
    const dims = m.dimensions;
    if (m.namespace === 'SYS.EVS')
      return dims.length === 1 && dims[0]!.name === 'disk_name' && disks.has(dims[0]!.value)
        ? 1
        : undefined;
    if (m.namespace === 'SYS.DDS') {
      const [inst, node] = dims;
      if (dims.length !== 2 || inst?.name !== 'mongodb_instance_id') return undefined;
      if (node?.name !== 'mongodb_node_id') return undefined;
      return nodes.get(`${inst.value}/${node.value}`);
    }
    return 1;
  };
  const reply = hwMetricReply(body);
  return {
    metrics: reply.metrics.map((m, i) => {
      const f = factor(body.metrics[i]!);
      return {
        ...m,
        datapoints: f === undefined ? [] : m.datapoints.map((p) => ({ ...p, average: RAW * f })),
      };
    }),
  };
}
