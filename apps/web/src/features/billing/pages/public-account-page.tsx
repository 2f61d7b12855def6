import { useState } from 'react';
import { Button, Result, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AUDIT_CODES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { ConfirmAction } from '../components/confirm-action.tsx';
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
  const col = billingColumns<PublicAccount>(t);
  const columns: ListColumn<PublicAccount>[] = [
    col.text('accountName', t('billing.recharge.accountName')),
    col.text('bankName', t('billing.recharge.bank')),
    col.orDash('branch', t('billing.recharge.branch')),
    col.text('accountNo', t('billing.recharge.accountNo')),
    col.text('enabled', t('billing.publicAccount.enabled'), {
      render: (v: boolean) =>
        v ? (
          <Tag color="green">{t('billing.publicAccount.on')}</Tag>
        ) : (
          <Tag>{t('billing.publicAccount.off')}</Tag>
        ),
      export: false,
    }),
    col.remark(),
    col.createdAt(),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(a)}>
            {t('common.edit')}
          </Button>
          <ConfirmAction
            title={t('billing.publicAccount.confirmDelete')}
            okText={t('common.delete')}
            success={t('billing.publicAccount.deleted')}
            run={() => remove.mutateAsync({ id: a.id })}
          />
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
