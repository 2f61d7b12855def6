import type { MetricName } from '@ecloud/contract';
import type { MetricKeys, MetricQuery } from '../../adapter.ts';
import { optStr } from '../fields.ts';

/**
 * How Cloud Eye names the parts of our resources, where a resource's id is not its dimension
 * (docs/decisions.md, "Huawei disks and DDS in Cloud Eye"):
 * - SYS.EVS `disk_name` is "<server ID>-<drive letter>" (6f3c...011d-vda), so a disk is named
 *   by its attachment (server_id, device /dev/vda); a detached disk has no metrics.
 * - SYS.DDS reports per node: dimensions mongodb_instance_id (level 0) and mongodb_node_id
 *   (level 1); an instance's series is made from its nodes'.
 */

export interface CesDimension {
  name: string;
  value: string;
}
type Node = NonNullable<MetricKeys['nodes']>[number];

/** One series Cloud Eye is asked for on behalf of a query, and the node it is of (DDS). */
export interface CesSeries {
  dimensions: CesDimension[];
  node?: Node;
}

/** disk_name of an attached disk: its server and the drive letter of its device, else none. */
export function evsDiskName(hostId?: string, device?: string): string | undefined {
  const letter = device?.split('/').pop();
  return hostId && letter ? `${hostId}-${letter}` : undefined;
}

/** The CES series one query reads (none for a detached disk or an instance without nodes). */
export function cesSeriesOf(q: MetricQuery, dimension: string): CesSeries[] {
  if (q.type === 'disk') {
    const name = evsDiskName(q.hostId, q.keys?.device);
    return name ? [{ dimensions: [{ name: 'disk_name', value: name }] }] : [];
  }
  if (q.type === 'mongo') {
    return (q.keys?.nodes ?? []).map((node) => ({
      dimensions: [
        { name: 'mongodb_instance_id', value: q.providerId },
        { name: 'mongodb_node_id', value: node.id },
      ],
      node,
    }));
  }
  return [{ dimensions: [{ name: dimension, value: q.providerId }] }];
}

/** Series a resource's metric becomes in a CES call (0: nothing to ask, so nothing planned). */
export function hwSeriesPerQuery(q: Pick<MetricQuery, 'type' | 'hostId' | 'keys'>): number {
  if (q.type === 'disk') return evsDiskName(q.hostId, q.keys?.device) ? 1 : 0;
  if (q.type === 'mongo') return q.keys?.nodes?.length ?? 0;
  return 1;
}

/**
 * An instance's series from its nodes' (points [t, value] per node). Connections are summed
 * over the nodes clients connect to: the mongos of a cluster (its shard and config nodes only
 * carry the mongos' own connections), every node of a replica set or single node. CPU and
 * memory take the busiest node, so a hot primary or shard is not averaged away.
 */
export function combineNodes(
  metric: MetricName,
  perNode: { node: Node; points: [number, unknown][] }[],
): [number, number][] {
  let parts = perNode;
  if (metric === 'connections') {
    const routers = perNode.filter((p) => p.node.kind === 'mongos');
    if (routers.length) parts = routers;
  }
  const at = new Map<number, number>();
  for (const p of parts) {
    for (const [t, raw] of p.points) {
      const v = typeof raw === 'string' ? Number(raw) : raw;
      if (typeof v !== 'number' || !Number.isFinite(v)) continue;
      const had = at.get(t);
      at.set(t, had === undefined ? v : metric === 'connections' ? had + v : Math.max(had, v));
    }
  }
  return [...at.entries()];
}

interface HwVolumeAttachment {
  server_id?: string;
  device?: string;
}
interface HwDdsGroup {
  type?: string;
  nodes?: { id?: string }[];
}

/** What a listed EVS volume keeps for its metrics: the device of its first attachment. */
export const volumeKeys = (
  attachments: HwVolumeAttachment[] | undefined,
): MetricKeys | undefined => {
  const device = optStr(attachments?.[0]?.device);
  return device ? { device } : undefined;
};

/** What a listed DDS instance keeps for its metrics: its nodes and their groups' types. */
export const ddsKeys = (groups: HwDdsGroup[] | undefined): MetricKeys | undefined => {
  const nodes = (groups ?? []).flatMap((g) =>
    (g.nodes ?? []).flatMap((n) => (n.id ? [{ id: n.id, kind: optStr(g.type) }] : [])),
  );
  return nodes.length ? { nodes } : undefined;
};
