import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  type TableProps,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { calls, type SortOrder, type UserRow } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { useRoles } from '../api/use-roles.ts';
import { useDeleteUsers, useModifyUser, useUserList } from '../api/use-users.ts';
import { UserFormModal } from '../components/user-form-modal.tsx';
import { SignInLockouts } from '../components/sign-in-lockouts.tsx';
import { accountTypeLabel } from '../components/account-labels.ts';

type SortField = 'username' | 'name' | 'createdAt' | 'lastLoginAt' | 'loginNum';

/** The user list (v7-2): search, page and sort on the server, create, edit, enable/disable, delete. */
export default function AccountManagePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { modal } = App.useApp();
  const [state, setState] = useSearchState({
    page: 1,
    pageSize: 10,
    keyword: '',
    status: '',
    roleId: '',
    sortField: '',
    sortOrder: '',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [modalState, setModalState] = useState<{ open: boolean; user: UserRow | null }>({
    open: false,
    user: null,
  });
  const roles = useRoles();
  const query = {
    page: state.page,
    pageSize: state.pageSize,
    keyword: state.keyword || undefined,
    status: state.status === '' ? undefined : (Number(state.status) as 0 | 1),
    roleId: state.roleId || undefined,
    sortField: (state.sortField || undefined) as SortField | undefined,
    sortOrder: (state.sortOrder || undefined) as SortOrder | undefined,
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
    modal.confirm({
      title: t('identity.confirmDeleteTitle', { count: users.length }),
      content: users.map((u) => `${u.name} (${u.username})`).join(', '),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const { affected } = await remove.mutateAsync(users.map((u) => u.id));
        toast.success(t('identity.deleted', { count: affected }));
        setSelected([]);
      },
    });

  const sortOf = (field: SortField) =>
    state.sortField === field ? (state.sortOrder as 'ascend' | 'descend') || null : null;
  const columns: TableProps<UserRow>['columns'] = [
    {
      title: t('identity.field.username'),
      dataIndex: 'username',
      width: 150,
      ellipsis: true,
      sorter: true,
      sortOrder: sortOf('username'),
    },
    {
      title: t('identity.field.name'),
      dataIndex: 'name',
      width: 140,
      ellipsis: true,
      sorter: true,
      sortOrder: sortOf('name'),
    },
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
    { title: t('identity.field.email'), dataIndex: 'email', width: 240, ellipsis: true },
    {
      title: t('identity.field.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: unknown, u) => (
        <Tooltip title={protectedIds.has(u.id) ? t('identity.statusLocked') : undefined}>
          <Switch
            size="small"
            checked={u.status === 1}
            disabled={protectedIds.has(u.id)}
            loading={
              modify.isPending &&
              modify.variables?.op === 'status' &&
              modify.variables.ids.includes(u.id)
            }
            onChange={(on) => void setStatus([u.id], on ? 1 : 0)}
            aria-label={t('identity.field.status')}
          />
        </Tooltip>
      ),
    },
    {
      title: t('identity.field.loginNum'),
      dataIndex: 'loginNum',
      width: 110,
      sorter: true,
      sortOrder: sortOf('loginNum'),
    },
    {
      title: t('identity.field.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 160,
      sorter: true,
      sortOrder: sortOf('lastLoginAt'),
      render: (v: string | null) => formatDateTime(v),
    },
    {
      title: t('identity.field.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      sorter: true,
      sortOrder: sortOf('createdAt'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_: unknown, u) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setModalState({ open: true, user: u })}>
            {t('common.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={protectedIds.has(u.id)}
            onClick={() => confirmDelete([u])}
          >
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const selectedUsers = (list.data?.list ?? []).filter((u) => selected.includes(u.id));
  return (
    <>
      <PageHeader
        title={t('menu.accountManage')}
        subtitle={t('identity.accountManageSubtitle')}
        extra={
          <ActionButton
            code="v7-2"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setModalState({ open: true, user: null })}
            data-testid="create-user"
          >
            {t('identity.createUser')}
          </ActionButton>
        }
      />
      <SignInLockouts />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('identity.searchPlaceholder')}
            defaultValue={state.keyword}
            style={{ width: 280 }}
            onSearch={(keyword) => setState({ keyword, page: 1 })}
            data-testid="user-search"
          />
          <Select
            allowClear
            placeholder={t('identity.field.status')}
            style={{ width: 140 }}
            value={state.status === '' ? undefined : state.status}
            options={[
              { value: '1', label: t('identity.status.enabled') },
              { value: '0', label: t('identity.status.disabled') },
            ]}
            onChange={(status?: string) => setState({ status: status ?? '', page: 1 })}
          />
          <Select
            allowClear
            placeholder={t('identity.field.roles')}
            style={{ width: 180 }}
            value={state.roleId || undefined}
            options={roles.data?.map((r) => ({ value: r.id, label: r.name }))}
            onChange={(roleId?: string) => setState({ roleId: roleId ?? '', page: 1 })}
          />
          <div style={{ flex: 1 }} />
          <ExportButton
            list={calls.userFind}
            input={query}
            filename={t('menu.accountManage')}
            columns={[
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
            ]}
          />
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
        </Flex>
        <Table<UserRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          scroll={{ x: 1620 }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as string[]),
            getCheckboxProps: (u) => ({ disabled: protectedIds.has(u.id) }),
          }}
          locale={{ emptyText: list.isError ? t('common.loadFailed') : t('identity.noUsers') }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setState({
              page: pagination.current ?? 1,
              pageSize: pagination.pageSize ?? 10,
              sortField: s?.order ? String(s.field) : '',
              sortOrder: s?.order ?? '',
            });
          }}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
          }}
        />
      </Card>
      <UserFormModal
        open={modalState.open}
        user={modalState.user}
        selfId={me?.id ?? ''}
        onClose={() => setModalState({ open: false, user: null })}
      />
    </>
  );
}
