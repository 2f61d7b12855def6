import type { ListColumn } from '../../../components/list/index.ts';
import { useState } from 'react';
import { Button, Popconfirm, Result, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AUDIT_CODES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { BillingList } from '../components/billing-list.tsx';
import { PublicAccountModal } from '../components/public-account-modal.tsx';
import { holdsAuditCode } from '../lib/codes.ts';
import type { PublicAccount } from '../lib/types.ts';

/** /userCenter/publicAccountManagement/index: the platform's receiving accounts. */
export default function PublicAccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const remove = useBillingMutation(calls.publicAccountDelete);
  const [editing, setEditing] = useState<PublicAccount | null | undefined>(undefined);
  if (!holdsAuditCode(user?.authCodes, AUDIT_CODES.publicAccounts))
    return <Result status="403" title="403" subTitle={t('billing.review.forbidden')} />;
  const columns: ListColumn<PublicAccount>[] = [
    { title: t('billing.recharge.accountName'), dataIndex: 'accountName' },
    { title: t('billing.recharge.bank'), dataIndex: 'bankName' },
    { title: t('billing.recharge.branch'), dataIndex: 'branch', render: (v: string) => v || '—' },
    { title: t('billing.recharge.accountNo'), dataIndex: 'accountNo' },
    {
      title: t('billing.publicAccount.enabled'),
      dataIndex: 'enabled',
      render: (v: boolean) =>
        v ? (
          <Tag color="green">{t('billing.publicAccount.on')}</Tag>
        ) : (
          <Tag>{t('billing.publicAccount.off')}</Tag>
        ),
    },
    { title: t('billing.col.remark'), dataIndex: 'remark', render: (v: string) => v || '—' },
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(a)}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('billing.publicAccount.confirmDelete')}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              remove
                .mutateAsync({ id: a.id })
                .then(() => toast.success(t('billing.publicAccount.deleted')))
                .catch(() => undefined)
            }
          >
            <Button type="link" size="small" danger>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('billing.publicAccount.title')}
        subtitle={t('billing.publicAccount.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('billing.publicAccount.add')}
          </Button>
        }
      />
      <BillingList<PublicAccount>
        call={calls.publicAccountList}
        columns={columns}
        empty={t('billing.publicAccount.empty')}
        dateRange={false}
        keyword={t('billing.publicAccount.keyword')}
        testId="public-accounts"
      />
      <PublicAccountModal
        open={editing !== undefined}
        account={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
