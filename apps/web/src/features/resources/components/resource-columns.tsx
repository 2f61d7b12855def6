import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  PROVIDER_CODES,
  RESOURCE_STATUSES,
  type CloudResourceType,
  type Resource,
} from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { col, useListDensity, wordsFor, type ListColumn } from '../../../components/list/index.ts';
import { StatusBadge } from './status-badge.tsx';

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : v;
const unit = (v: number | null, name: string) => (v === null ? '—' : `${v} ${name}`);

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
  const sorted = { sortable: true };
  const c = {
    name: col.text<Resource>('name', t('resources.col.name'), {
      width: 220,
      ...sorted,
      render: (_: unknown, r) => <NameCell row={r} />,
    }),
    providerId: col.text<Resource>('providerId', t('resources.col.providerId'), { width: 180 }),
    type: col.words<Resource>('type', t('resources.col.type'), typeWords(t), { width: 110 }),
    status: col.words<Resource>(
      'status',
      t('resources.col.status'),
      wordsFor(RESOURCE_STATUSES, (s) => t(`resources.status.${s}`)),
      {
        width: 120,
        ...sorted,
        render: (_: unknown, r) => (
          <StatusBadge status={r.status} raw={r.rawStatus} pending={r.pendingAction} />
        ),
      },
    ),
    provider: col.words<Resource>(
      'provider',
      t('resources.col.provider'),
      wordsFor(PROVIDER_CODES, (code) => t(`provider.${code}.name`)),
      {
        width: 150,
        ...sorted,
        render: (_: unknown, r) => <ProviderLogo code={r.provider} size={16} />,
      },
    ),
    account: col.text<Resource>('accountName', t('resources.col.account'), { width: 150 }),
    region: col.text<Resource>('region', t('resources.col.region'), {
      width: 150,
      ...sorted,
      render: (_: unknown, r) => <RegionCell row={r} />,
    }),
    spec: col.dash<Resource>('spec', t('resources.col.spec'), { width: 150, ...sorted }),
    cpu: col.number<Resource>('cpu', t('resources.col.cpu'), {
      width: 80,
      ...sorted,
      render: (v: number | null) => dash(v),
    }),
    memory: col.number<Resource>('memoryMb', t('resources.col.memory'), {
      width: 100,
      ...sorted,
      render: (v: number | null) => memoryLabel(v),
    }),
    size: col.number<Resource>('sizeGb', t('resources.col.size'), {
      width: 100,
      ...sorted,
      render: (v: number | null) => unit(v, 'GB'),
    }),
    privateIp: col.dash<Resource>('privateIp', t('resources.col.privateIp'), { width: 130 }),
    publicIp: col.dash<Resource>('publicIp', t('resources.col.publicIp'), { width: 130 }),
    engine: col.text<Resource>('engine', t('resources.col.engine'), {
      width: 140,
      render: (_: unknown, r) => [r.engine, r.engineVersion].filter(Boolean).join(' ') || '—',
    }),
    engineVersion: col.dash<Resource>('engineVersion', t('resources.col.engineVersion'), {
      width: 110,
    }),
    cidr: col.dash<Resource>('cidr', t('resources.col.cidr'), { width: 140 }),
    vpc: col.dash<Resource>('vpcId', t('resources.col.vpc'), { width: 170 }),
    host: col.dash<Resource>('hostId', t('resources.col.attachedTo'), { width: 170 }),
    bandwidth: col.number<Resource>('bandwidthMbps', t('resources.col.bandwidth'), {
      width: 110,
      render: (v: number | null) => unit(v, 'Mbit/s'),
    }),
    charge: col.words<Resource>(
      'chargeType',
      t('resources.col.charge'),
      { prepaid: t('resources.charge.prepaid'), postpaid: t('resources.charge.postpaid') },
      { width: 110 },
    ),
    tags: col.text<Resource>('tags', t('resources.col.tags'), {
      width: 200,
      render: (_: unknown, r) => <TagList tags={r.tags} />,
      export: false,
    }),
    createdAt: col.dateTime<Resource>('createdAt', t('resources.col.createdAt'), {
      width: 150,
      ...sorted,
    }),
    expiresAt: col.dateTime<Resource>('expiresAt', t('resources.col.expiresAt'), {
      width: 150,
      ...sorted,
    }),
    syncedAt: col.dateTime<Resource>('syncedAt', t('resources.col.syncedAt'), {
      width: 150,
      ...sorted,
    }),
  };
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

const typeWords = (t: TFunction) =>
  wordsFor(['host', 'disk', 'database', 'redis', 'mongo', 'eip', 'vpc', 'subnet'], (x) =>
    t(`cloud.type.${x}`),
  );
