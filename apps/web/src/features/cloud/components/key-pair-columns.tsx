import { Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { ExportColumn, KeyPair, ProviderCode } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The key pairs' columns: name, provider, account, type, fingerprint (copyable), upload. */
export function keyPairColumns(t: TFunction, remove: (k: KeyPair) => void): ListColumn<KeyPair>[] {
  return [
    { title: t('cloud.keys.name'), dataIndex: 'name', width: 180 },
    {
      title: t('cloud.field.provider'),
      dataIndex: 'provider',
      width: 160,
      render: (p: ProviderCode) => <ProviderLogo code={p} size={16} />,
    },
    { title: t('resources.col.account'), dataIndex: 'accountName', width: 160 },
    {
      title: t('cloud.keys.type'),
      dataIndex: 'keyType',
      width: 140,
      render: (_: unknown, k) => (k.bits ? `${k.keyType} (${k.bits})` : k.keyType),
    },
    {
      title: t('cloud.keys.fingerprint'),
      dataIndex: 'fingerprint',
      width: 300,
      render: (v: string) => (
        <Typography.Text copyable={{ text: v }} code>
          {v}
        </Typography.Text>
      ),
    },
    { title: t('cloud.keys.uploadedBy'), dataIndex: 'uploadedBy', width: 120 },
    {
      title: t('cloud.keys.uploadedAt'),
      dataIndex: 'createdAt',
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, k) => (
        <ActionButton
          code="v9"
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => remove(k)}
        >
          {t('common.delete')}
        </ActionButton>
      ),
    },
  ];
}

export const keyPairExportColumns = (t: TFunction): ExportColumn[] => [
  { key: 'name', title: t('cloud.keys.name') },
  { key: 'accountName', title: t('resources.col.account') },
  { key: 'keyType', title: t('cloud.keys.type') },
  { key: 'fingerprint', title: t('cloud.keys.fingerprint') },
  { key: 'uploadedBy', title: t('cloud.keys.uploadedBy') },
  { key: 'createdAt', title: t('cloud.keys.uploadedAt'), kind: 'datetime' },
];
