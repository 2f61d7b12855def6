import { useState } from 'react';
import { Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUser } from '../api/use-users.ts';
import { ChangePasswordCard } from '../components/change-password-card.tsx';
import { EditProfileModal } from '../components/edit-profile-modal.tsx';
import { accountTypeLabel, customTypeLabel } from '../components/account-labels.ts';

/** Basic information (v7-1): who you are, edit it, change your password. */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const me = useUser();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader title={t('menu.myAccount')} subtitle={t('identity.myAccountSubtitle')} />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title={t('identity.basicInfo')}
          extra={
            me.data && (
              <Button
                icon={<EditOutlined />}
                onClick={() => setEditing(true)}
                data-testid="edit-profile"
              >
                {t('common.edit')}
              </Button>
            )
          }
        >
          {me.isPending && <Skeleton active />}
          {me.isError && <LoadFailedAlert error={me.error} onRetry={() => void me.refetch()} />}
          {me.data && (
            <Descriptions
              column={{ xs: 1, md: 2 }}
              bordered
              size="middle"
              data-testid="basic-info"
              items={[
                {
                  key: 'username',
                  label: t('identity.field.username'),
                  children: me.data.username,
                },
                { key: 'name', label: t('identity.field.name'), children: me.data.name },
                { key: 'phone', label: t('identity.field.phone'), children: me.data.phone || '—' },
                { key: 'email', label: t('identity.field.email'), children: me.data.email || '—' },
                {
                  key: 'org',
                  label: t('identity.field.organisation'),
                  children: me.data.tenantName,
                },
                {
                  key: 'accountType',
                  label: t('identity.field.accountType'),
                  children: accountTypeLabel(t, me.data.accountType),
                },
                {
                  key: 'customType',
                  label: t('identity.field.customType'),
                  children: customTypeLabel(t, me.data.customType),
                },
                {
                  key: 'roles',
                  label: t('identity.field.roles'),
                  children: me.data.roles.length
                    ? me.data.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>)
                    : '—',
                },
                {
                  key: 'loginNum',
                  label: t('identity.field.loginNum'),
                  children: me.data.loginNum,
                },
                {
                  key: 'lastLogin',
                  label: t('identity.field.lastLogin'),
                  children: formatDateTime(me.data.lastLoginAt),
                },
                {
                  key: 'created',
                  label: t('identity.field.createdAt'),
                  children: formatDateTime(me.data.createdAt),
                },
                {
                  key: 'pwd',
                  label: t('identity.field.passwordChangedAt'),
                  children: formatDateTime(me.data.passwordChangedAt),
                },
              ]}
            />
          )}
        </Card>
        <ChangePasswordCard />
      </Space>
      {me.data && (
        <EditProfileModal user={me.data} open={editing} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
