import { Button, Space, Switch, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ExportColumn, UserRow } from '@ecloud/contract';
import type { ListColumn } from '../../../components/list/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { accountTypeLabel } from './account-labels.ts';

export interface UserColumnActions {
  /** Primary accounts and the signed-in user: no disabling, no deleting. */
  locked(u: UserRow): boolean;
  /** Whether this user's status change is on its way. */
  switching(u: UserRow): boolean;
  setStatus(u: UserRow, status: 0 | 1): void;
  edit(u: UserRow): void;
  remove(u: UserRow): void;
}

/** The user list's columns (v7-2); keys are the server's sort fields where it sorts. */
export function userColumns(t: TFunction, a: UserColumnActions): ListColumn<UserRow>[] {
  return [
    { title: t('identity.field.username'), dataIndex: 'username', width: 150, sortable: true },
    { title: t('identity.field.name'), dataIndex: 'name', width: 140, sortable: true },
    {
      title: t('identity.field.accountType'),
      dataIndex: 'accountType',
      width: 110,
      render: (v: number) => (
        <Tag color={v === 0 ? 'blue' : undefined}>{accountTypeLabel(t, v)}</Tag>
      ),
    },
    {
      title: t('identity.field.roles'),
      dataIndex: 'roles',
      width: 200,
      render: (_: unknown, u) => u.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
    },
    { title: t('identity.field.phone'), dataIndex: 'phone', width: 140 },
    { title: t('identity.field.email'), dataIndex: 'email', width: 240 },
    {
      title: t('identity.field.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: unknown, u) => (
        <Tooltip title={a.locked(u) ? t('identity.statusLocked') : undefined}>
          <Switch
            size="small"
            checked={u.status === 1}
            disabled={a.locked(u)}
            loading={a.switching(u)}
            onChange={(on) => a.setStatus(u, on ? 1 : 0)}
            aria-label={t('identity.field.status')}
          />
        </Tooltip>
      ),
    },
    { title: t('identity.field.loginNum'), dataIndex: 'loginNum', width: 110, sortable: true },
    {
      title: t('identity.field.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 160,
      sortable: true,
      render: (v: string | null) => formatDateTime(v),
    },
    {
      title: t('identity.field.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      sortable: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_: unknown, u) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => a.edit(u)}>
            {t('common.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={a.locked(u)}
            onClick={() => a.remove(u)}
          >
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}

/** The export's columns: roles as names, status in words. */
export const userExportColumns = (t: TFunction): ExportColumn[] => [
  { key: 'username', title: t('identity.field.username') },
  { key: 'name', title: t('identity.field.name') },
  { key: 'roles', title: t('identity.field.roles') },
  { key: 'phone', title: t('identity.field.phone') },
  { key: 'email', title: t('identity.field.email') },
  {
    key: 'status',
    title: t('identity.field.status'),
    values: { 1: t('identity.status.enabled'), 0: t('identity.status.disabled') },
  },
  { key: 'loginNum', title: t('identity.field.loginNum'), kind: 'number' },
  { key: 'lastLoginAt', title: t('identity.field.lastLogin'), kind: 'datetime' },
  { key: 'createdAt', title: t('identity.field.createdAt'), kind: 'datetime' },
];
