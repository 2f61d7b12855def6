import { useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/confirm.ts';
import { calls, type UserRow } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  DataList,
  KeywordFilter,
  SelectFilter,
  exportColumns,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useRoles } from '../api/use-roles.ts';
import { useDeleteUsers, useModifyUser, useUserList } from '../api/use-users.ts';
import { UserFormModal } from '../components/user-form-modal.tsx';
import { SignInLockouts } from '../components/sign-in-lockouts.tsx';
import { userColumns } from '../components/user-columns.tsx';

type SortField = 'username' | 'name' | 'createdAt' | 'lastLoginAt' | 'loginNum';

/** The user list (v7-2): search, page and sort on the server, create, edit, enable/disable, delete. */
export default function AccountManagePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const askDelete = useConfirmDelete();
  const { state, filter, paging } = useListState({ keyword: '', status: '', roleId: '' });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ open: boolean; user: UserRow | null }>({
    open: false,
    user: null,
  });
  const roles = useRoles();
  const query = {
    ...pageInput<SortField>(paging),
    keyword: state.keyword || undefined,
    status: state.status === '' ? undefined : (Number(state.status) as 0 | 1),
    roleId: state.roleId || undefined,
  };
  const list = useUserList(query);
  const modify = useModifyUser();
  const remove = useDeleteUsers();
  const protectedIds = new Set(
    (list.data?.list ?? []).filter((u) => u.accountType === 0 || u.id === me?.id).map((u) => u.id),
  );

  const setStatus = async (ids: string[], status: 0 | 1) => {
    const { affected } = await modify.mutateAsync({ op: 'status', ids, status });
    toast.success(t(status ? 'identity.enabled' : 'identity.disabled', { count: affected }));
    setSelected([]);
  };
  const confirmDelete = (users: UserRow[]) =>
    askDelete({
      title: t('identity.confirmDeleteTitle', { count: users.length }),
      content: users.map((u) => `${u.name} (${u.username})`).join(', '),
      onOk: async () => {
        const { affected } = await remove.mutateAsync(users.map((u) => u.id));
        toast.success(t('identity.deleted', { count: affected }));
        setSelected([]);
      },
    });
  const columns = userColumns(t, {
    locked: (u) => protectedIds.has(u.id),
    switching: (u) =>
      modify.isPending && modify.variables?.op === 'status' && modify.variables.ids.includes(u.id),
    setStatus: (u, status) => void setStatus([u.id], status),
    edit: (user) => setEditing({ open: true, user }),
    remove: (u) => confirmDelete([u]),
  });
  const selectedUsers = (list.data?.list ?? []).filter((u) => selected.includes(u.id));

  return (
    <>
      <PageHeader
        title={t('menu.accountManage')}
        subtitle={t('identity.accountManageSubtitle')}
        action={{
          code: 'v7-2',
          icon: <PlusOutlined />,
          label: t('identity.createUser'),
          onClick: () => setEditing({ open: true, user: null }),
          testId: 'create-user',
        }}
      />
      <SignInLockouts />
      <DataList<UserRow>
        tableId="users"
        columns={columns}
        query={list}
        paging={paging}
        empty={t('identity.noUsers')}
        selection={{
          keys: selected,
          onChange: setSelected,
          disabled: (u) => protectedIds.has(u.id),
        }}
        exportOf={{
          list: calls.userFind,
          input: query,
          filename: t('menu.accountManage'),
          columns: exportColumns(columns),
        }}
        filters={
          <>
            <KeywordFilter
              list={{ state, filter }}
              placeholder={t('identity.searchPlaceholder')}
              width={280}
              testId="user-search"
            />
            <SelectFilter
              placeholder={t('identity.field.status')}
              width={140}
              value={state.status}
              options={[
                { value: '1', label: t('identity.status.enabled') },
                { value: '0', label: t('identity.status.disabled') },
              ]}
              onChange={(status) => filter({ status })}
            />
            <SelectFilter
              placeholder={t('identity.field.roles')}
              width={180}
              value={state.roleId}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              onChange={(roleId) => filter({ roleId })}
            />
          </>
        }
        actions={
          <>
            <Button disabled={!selected.length} onClick={() => void setStatus(selected, 1)}>
              {t('identity.enableSelected')}
            </Button>
            <Button disabled={!selected.length} onClick={() => void setStatus(selected, 0)}>
              {t('identity.disableSelected')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={!selected.length}
              onClick={() => confirmDelete(selectedUsers)}
            >
              {t('identity.deleteSelected')}
            </Button>
          </>
        }
      />
      <UserFormModal
        open={editing.open}
        user={editing.user}
        selfId={me?.id ?? ''}
        onClose={() => setEditing({ open: false, user: null })}
      />
    </>
  );
}
