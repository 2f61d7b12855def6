import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  PROVIDERS,
  RESOURCE_STATUSES,
  type CloudResourceType,
  type Resource,
} from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useListDensity, type ListColumn } from '../../../components/list/index.ts';
import { StatusBadge } from './status-badge.tsx';

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : v;

export const memoryLabel = (mb: number | null) =>
  mb === null ? '—' : mb >= 1024 ? `${+(mb / 1024).toFixed(1)} GB` : `${mb} MB`;

export function TagList({ tags }: { tags: Resource['tags'] }) {
  if (!tags.length) return <>—</>;
  return (
    <Space size={[2, 2]} wrap>
      {tags.map((tag) => (
        <Tag key={tag.id} color="blue" style={{ marginInlineEnd: 0 }}>
          {tag.value ? `${tag.key}: ${tag.value}` : tag.key}
        </Tag>
      ))}
    </Space>
  );
}

/** Name over id; in a compact table one line, the id in the tooltip. */
function NameCell({ row }: { row: Resource }) {
  const { t } = useTranslation();
  const compact = useListDensity() === 'compact';
  const name = row.name || row.providerId;
  const deleted = row.deleted && <Tag color="default">{t('resources.deletedAtProvider')}</Tag>;
  if (compact)
    return (
      <Tooltip title={row.providerId} placement="topLeft">
        <span>
          <Typography.Link data-testid="resource-name">{name}</Typography.Link> {deleted}
        </span>
      </Tooltip>
    );
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Link ellipsis data-testid="resource-name" style={{ display: 'block' }}>
        {name}
      </Typography.Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
        {row.providerId}
      </Typography.Text>
      {deleted}
    </div>
  );
}

/** Region over zone; in a compact table "region / zone" on one line. */
function RegionCell({ row }: { row: Resource }) {
  const compact = useListDensity() === 'compact';
  if (compact) return <span>{row.zone ? `${row.region} / ${row.zone}` : row.region}</span>;
  return (
    <div>
      <div>{row.region}</div>
      {row.zone && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.zone}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The columns of each type's table. Keys are the row's fields, so they double as sort fields
 * (where the server sorts by them) and export keys.
 */
export function resourceColumns(
  t: TFunction,
  type: CloudResourceType | 'any',
): ListColumn<Resource>[] {
  const c = {
    name: {
      key: 'name',
      title: t('resources.col.name'),
      width: 220,
      sortable: true,
      render: (_: unknown, r: Resource) => <NameCell row={r} />,
    },
    providerId: { key: 'providerId', title: t('resources.col.providerId'), width: 180 },
    type: {
      key: 'type',
      title: t('resources.col.type'),
      width: 110,
      render: (_: unknown, r: Resource) => t(`cloud.type.${r.type}`),
      export: { key: 'type', values: typeWords(t) },
    },
    status: {
      key: 'status',
      title: t('resources.col.status'),
      width: 120,
      sortable: true,
      render: (_: unknown, r: Resource) => (
        <StatusBadge status={r.status} raw={r.rawStatus} pending={r.pendingAction} />
      ),
      export: {
        key: 'status',
        values: Object.fromEntries(RESOURCE_STATUSES.map((s) => [s, t(`resources.status.${s}`)])),
      },
    },
    provider: {
      key: 'provider',
      title: t('resources.col.provider'),
      width: 150,
      sortable: true,
      render: (_: unknown, r: Resource) => <ProviderLogo code={r.provider} size={16} />,
      export: {
        key: 'provider',
        values: Object.fromEntries(PROVIDERS.map((p) => [p.code, t(p.label)])),
      },
    },
    account: { key: 'accountName', title: t('resources.col.account'), width: 150 },
    region: {
      key: 'region',
      title: t('resources.col.region'),
      width: 150,
      sortable: true,
      render: (_: unknown, r: Resource) => <RegionCell row={r} />,
    },
    spec: {
      key: 'spec',
      title: t('resources.col.spec'),
      width: 150,
      sortable: true,
      render: (_: unknown, r: Resource) => dash(r.spec),
    },
    cpu: {
      key: 'cpu',
      title: t('resources.col.cpu'),
      width: 80,
      sortable: true,
      render: (_: unknown, r: Resource) => dash(r.cpu),
      export: { key: 'cpu', kind: 'number' as const },
    },
    memory: {
      key: 'memoryMb',
      title: t('resources.col.memory'),
      width: 100,
      sortable: true,
      render: (_: unknown, r: Resource) => memoryLabel(r.memoryMb),
      export: { key: 'memoryMb', kind: 'number' as const },
    },
    size: {
      key: 'sizeGb',
      title: t('resources.col.size'),
      width: 100,
      sortable: true,
      render: (_: unknown, r: Resource) => (r.sizeGb === null ? '—' : `${r.sizeGb} GB`),
      export: { key: 'sizeGb', kind: 'number' as const },
    },
    privateIp: {
      key: 'privateIp',
      title: t('resources.col.privateIp'),
      width: 130,
      render: (_: unknown, r: Resource) => dash(r.privateIp),
    },
    publicIp: {
      key: 'publicIp',
      title: t('resources.col.publicIp'),
      width: 130,
      render: (_: unknown, r: Resource) => dash(r.publicIp),
    },
    engine: {
      key: 'engine',
      title: t('resources.col.engine'),
      width: 140,
      render: (_: unknown, r: Resource) =>
        [r.engine, r.engineVersion].filter(Boolean).join(' ') || '—',
    },
    engineVersion: {
      key: 'engineVersion',
      title: t('resources.col.engineVersion'),
      width: 110,
      render: (_: unknown, r: Resource) => dash(r.engineVersion),
    },
    cidr: {
      key: 'cidr',
      title: t('resources.col.cidr'),
      width: 140,
      render: (_: unknown, r: Resource) => dash(r.cidr),
    },
    vpc: {
      key: 'vpcId',
      title: t('resources.col.vpc'),
      width: 170,
      render: (_: unknown, r: Resource) => dash(r.vpcId),
    },
    host: {
      key: 'hostId',
      title: t('resources.col.attachedTo'),
      width: 170,
      render: (_: unknown, r: Resource) => dash(r.hostId),
    },
    bandwidth: {
      key: 'bandwidthMbps',
      title: t('resources.col.bandwidth'),
      width: 110,
      render: (_: unknown, r: Resource) =>
        r.bandwidthMbps === null ? '—' : `${r.bandwidthMbps} Mbit/s`,
      export: { key: 'bandwidthMbps', kind: 'number' as const },
    },
    charge: {
      key: 'chargeType',
      title: t('resources.col.charge'),
      width: 110,
      render: (_: unknown, r: Resource) =>
        r.chargeType ? t(`resources.charge.${r.chargeType}`) : '—',
      export: {
        key: 'chargeType',
        values: {
          prepaid: t('resources.charge.prepaid'),
          postpaid: t('resources.charge.postpaid'),
        },
      },
    },
    tags: {
      key: 'tags',
      title: t('resources.col.tags'),
      width: 200,
      render: (_: unknown, r: Resource) => <TagList tags={r.tags} />,
      export: false as const,
    },
    createdAt: {
      key: 'createdAt',
      title: t('resources.col.createdAt'),
      width: 150,
      sortable: true,
      render: (_: unknown, r: Resource) => formatDateTime(r.createdAt),
      export: { key: 'createdAt', kind: 'datetime' as const },
    },
    expiresAt: {
      key: 'expiresAt',
      title: t('resources.col.expiresAt'),
      width: 150,
      sortable: true,
      render: (_: unknown, r: Resource) => formatDateTime(r.expiresAt),
      export: { key: 'expiresAt', kind: 'datetime' as const },
    },
    syncedAt: {
      key: 'syncedAt',
      title: t('resources.col.syncedAt'),
      width: 150,
      sortable: true,
      render: (_: unknown, r: Resource) => formatDateTime(r.syncedAt),
      export: { key: 'syncedAt', kind: 'datetime' as const },
    },
  } satisfies Record<string, ListColumn<Resource>>;
  const common = [c.provider, c.account, c.region];
  const tail = [c.tags, c.createdAt, c.syncedAt];
  switch (type) {
    case 'host':
      return [
        c.name,
        c.status,
        ...common,
        c.spec,
        c.cpu,
        c.memory,
        c.privateIp,
        c.publicIp,
        c.vpc,
        c.charge,
        ...tail,
        c.expiresAt,
      ];
    case 'disk':
      return [c.name, c.status, ...common, c.spec, c.size, c.host, c.charge, ...tail, c.expiresAt];
    case 'database':
    case 'redis':
    case 'mongo':
      return [
        c.name,
        c.status,
        ...common,
        c.engine,
        c.spec,
        c.cpu,
        c.memory,
        c.size,
        c.privateIp,
        c.vpc,
        c.charge,
        ...tail,
        c.expiresAt,
      ];
    case 'eip':
      return [c.name, c.status, ...common, c.publicIp, c.bandwidth, c.host, c.charge, ...tail];
    case 'vpc':
      return [c.name, c.status, ...common, c.cidr, ...tail];
    case 'subnet':
      return [c.name, c.status, ...common, c.cidr, c.vpc, ...tail];
    default:
      return [c.name, c.type, c.status, ...common, c.spec, c.privateIp, c.publicIp, ...tail];
  }
}

function typeWords(t: TFunction) {
  return Object.fromEntries(
    ['host', 'disk', 'database', 'redis', 'mongo', 'eip', 'vpc', 'subnet'].map((x) => [
      x,
      t(`cloud.type.${x}`),
    ]),
  );
}
