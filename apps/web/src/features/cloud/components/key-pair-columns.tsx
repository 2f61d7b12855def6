import { Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { KeyPair, ProviderCode } from '@ecloud/contract';
import { col, type ListColumn } from '../../../components/list/index.ts';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';

/** The key pairs' columns: name, provider, account, type, fingerprint (copyable), upload. */
export function keyPairColumns(t: TFunction, remove: (k: KeyPair) => void): ListColumn<KeyPair>[] {
  return [
    col.text('name', t('cloud.keys.name'), { width: 180 }),
    col.text('provider', t('cloud.field.provider'), {
      width: 160,
      render: (p: ProviderCode) => <ProviderLogo code={p} size={16} />,
      export: false,
    }),
    col.text('accountName', t('resources.col.account'), { width: 160 }),
    col.text('keyType', t('cloud.keys.type'), {
      width: 140,
      render: (_: unknown, k) => (k.bits ? `${k.keyType} (${k.bits})` : k.keyType),
    }),
    col.text('fingerprint', t('cloud.keys.fingerprint'), {
      width: 300,
      render: (v: string) => (
        <Typography.Text copyable={{ text: v }} code>
          {v}
        </Typography.Text>
      ),
    }),
    col.text('uploadedBy', t('cloud.keys.uploadedBy'), { width: 120 }),
    col.dateTime('createdAt', t('cloud.keys.uploadedAt'), { width: 160 }),
    col.actions(t('common.actions'), 90, (k) => [
      {
        code: 'v9',
        label: t('common.delete'),
        danger: true,
        icon: <DeleteOutlined />,
        onClick: () => remove(k),
      },
    ]),
  ];
}
