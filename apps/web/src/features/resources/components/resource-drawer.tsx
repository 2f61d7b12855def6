import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Drawer, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Resource, ResourceDetail } from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useResourceDetail } from '../api/use-resources.ts';
import { memoryLabel, TagList } from './resource-columns.tsx';
import { StatusBadge } from './status-badge.tsx';
import { HostActions } from './host-actions.tsx';
import { ResourceCostPanel } from '../../costs/index.ts';

/**
 * One resource with everything the inventory knows about it and its related resources (a
 * host's disks, EIPs and VPC; a disk's host; a VPC's subnets and hosts). A related resource
 * opens in the same drawer, with a way back.
 */
export function ResourceDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The trail of related resources opened from the first one.
  const [trail, setTrail] = useState<string[]>([]);
  const current = trail.at(-1) ?? id;
  const detail = useResourceDetail(current);
  const r = detail.data;
  const close = () => {
    setTrail([]);
    onClose();
  };
  return (
    <Drawer
      open={!!id}
      onClose={close}
      size={760}
      destroyOnHidden
      title={
        <Flex align="center" gap={8}>
          {trail.length > 0 && (
            <Button
              size="small"
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('resources.detail.back')}
              onClick={() => setTrail(trail.slice(0, -1))}
            />
          )}
          <span>{r ? r.name || r.providerId : t('resources.detail.title')}</span>
        </Flex>
      }
      extra={r && r.type === 'host' && <HostActions hosts={[r]} size="small" />}
      data-testid="resource-drawer"
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !r ? (
        <Empty description={t('common.loadFailed')} />
      ) : (
        <DetailBody r={r} open={(rid) => setTrail([...trail, rid])} />
      )}
    </Drawer>
  );
}

function DetailBody({ r, open }: { r: ResourceDetail; open: (id: string) => void }) {
  const { t } = useTranslation();
  const item = (label: string, value: ReactNode, show = true) =>
    show ? { key: label, label, children: value } : null;
  const items = [
    item(t('resources.col.type'), t(`cloud.type.${r.type}`)),
    item(
      t('resources.col.status'),
      <StatusBadge status={r.status} raw={r.rawStatus} pending={r.pendingAction} />,
    ),
    item(t('resources.col.provider'), <ProviderLogo code={r.provider} size={16} />),
    item(t('resources.col.account'), r.accountName),
    item(t('resources.col.providerId'), <Typography.Text copyable>{r.providerId}</Typography.Text>),
    item(t('resources.col.region'), [r.region, r.zone].filter(Boolean).join(' / ')),
    item(t('resources.col.spec'), r.spec, !!r.spec),
    item(t('resources.col.cpu'), r.cpu, r.cpu !== null),
    item(t('resources.col.memory'), memoryLabel(r.memoryMb), r.memoryMb !== null),
    item(t('resources.col.size'), `${r.sizeGb} GB`, r.sizeGb !== null),
    item(
      t('resources.col.engine'),
      [r.engine, r.engineVersion].filter(Boolean).join(' '),
      !!r.engine,
    ),
    item(t('resources.col.privateIp'), r.privateIp, !!r.privateIp),
    item(t('resources.col.publicIp'), r.publicIp, !!r.publicIp),
    item(t('resources.col.cidr'), r.cidr, !!r.cidr),
    item(t('resources.col.bandwidth'), `${r.bandwidthMbps} Mbit/s`, r.bandwidthMbps !== null),
    item(
      t('resources.col.charge'),
      r.chargeType && t(`resources.charge.${r.chargeType}`),
      !!r.chargeType,
    ),
    item(t('resources.col.createdAt'), formatDateTime(r.createdAt)),
    item(t('resources.col.expiresAt'), formatDateTime(r.expiresAt), !!r.expiresAt),
    item(t('resources.col.syncedAt'), formatDateTime(r.syncedAt)),
    item(t('resources.col.tags'), <TagList tags={r.tags} />),
    item(
      t('resources.detail.providerTags'),
      Object.keys(r.providerTags).length
        ? Object.entries(r.providerTags).map(([k, v]) => <Tag key={k}>{v ? `${k}=${v}` : k}</Tag>)
        : '—',
    ),
  ].filter((x) => x !== null);
  const rel = r.related;
  const groups: { key: string; title: string; rows: Resource[] }[] = [
    { key: 'host', title: t('resources.detail.host'), rows: rel.host ? [rel.host] : [] },
    { key: 'disks', title: t('cloud.type.disk'), rows: rel.disks },
    { key: 'eips', title: t('cloud.type.eip'), rows: rel.eips },
    { key: 'vpc', title: t('resources.detail.vpc'), rows: rel.vpc ? [rel.vpc] : [] },
    { key: 'subnet', title: t('resources.detail.subnet'), rows: rel.subnet ? [rel.subnet] : [] },
    { key: 'subnets', title: t('cloud.type.subnet'), rows: rel.subnets },
    { key: 'hosts', title: t('cloud.type.host'), rows: rel.hosts },
  ].filter((g) => g.rows.length);
  return (
    <>
      {r.deleted && (
        <Tag color="default" style={{ marginBottom: 12 }}>
          {t('resources.deletedAtProvider')}
        </Tag>
      )}
      <Descriptions size="small" bordered column={2} items={items} style={{ marginBottom: 16 }} />
      {r.type !== 'vpc' && r.type !== 'subnet' && <ResourceCostPanel id={r.id} />}
      <Typography.Title level={5}>{t('resources.detail.related')}</Typography.Title>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resources.detail.noRelated')} />
      ) : (
        groups.map((g) => (
          <div key={g.key} style={{ marginBottom: 12 }} data-testid={`related-${g.key}`}>
            <Typography.Text strong>
              {g.title} ({g.rows.length})
            </Typography.Text>
            <Table<Resource>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={g.rows}
              style={{ marginTop: 4 }}
              columns={[
                {
                  title: t('resources.col.name'),
                  dataIndex: 'name',
                  ellipsis: true,
                  render: (_: unknown, x) => (
                    <Typography.Link onClick={() => open(x.id)}>
                      {x.name || x.providerId}
                    </Typography.Link>
                  ),
                },
                { title: t('resources.col.providerId'), dataIndex: 'providerId', ellipsis: true },
                {
                  title: t('resources.col.status'),
                  dataIndex: 'status',
                  width: 120,
                  render: (_: unknown, x) => <StatusBadge status={x.status} raw={x.rawStatus} />,
                },
                {
                  title: t('resources.detail.summary'),
                  key: 'summary',
                  ellipsis: true,
                  render: (_: unknown, x) =>
                    [
                      x.spec,
                      x.sizeGb !== null && `${x.sizeGb} GB`,
                      x.publicIp ?? x.privateIp,
                      x.cidr,
                    ]
                      .filter(Boolean)
                      .join(' · ') || '—',
                },
              ]}
            />
          </div>
        ))
      )}
    </>
  );
}
