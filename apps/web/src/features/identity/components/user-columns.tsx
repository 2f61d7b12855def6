import { Switch, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { UserRow } from '@ecloud/contract';
import { col, type ListColumn } from '../../../components/list/index.ts';
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
    col.text('username', t('identity.field.username'), { width: 150, sortable: true }),
    col.text('name', t('identity.field.name'), { width: 140, sortable: true }),
    col.text('accountType', t('identity.field.accountType'), {
      width: 110,
      render: (v: number) => (
        <Tag color={v === 0 ? 'blue' : undefined}>{accountTypeLabel(t, v)}</Tag>
      ),
      export: false,
    }),
    // Exported as the role names.
    col.text('roles', t('identity.field.roles'), {
      width: 200,
      render: (_: unknown, u) => u.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
    }),
    col.text('phone', t('identity.field.phone'), { width: 140 }),
    col.text('email', t('identity.field.email'), { width: 240 }),
    col.words(
      'status',
      t('identity.field.status'),
      { 1: t('identity.status.enabled'), 0: t('identity.status.disabled') },
      {
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
    ),
    col.number('loginNum', t('identity.field.loginNum'), { width: 110, sortable: true }),
    col.dateTime('lastLoginAt', t('identity.field.lastLogin'), { width: 160, sortable: true }),
    col.dateTime('createdAt', t('identity.field.createdAt'), { width: 160, sortable: true }),
    col.actions(t('common.actions'), 140, (u) => [
      { label: t('common.edit'), onClick: () => a.edit(u) },
      {
        label: t('common.delete'),
        danger: true,
        disabled: a.locked(u),
        onClick: () => a.remove(u),
      },
    ]),
  ];
}
