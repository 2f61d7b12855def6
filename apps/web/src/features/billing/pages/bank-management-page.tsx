import type { ListColumn } from '../../../components/list/index.ts';
import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_STATUSES, calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { BankAccountModal } from '../components/bank-account-modal.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { valueWords } from '../lib/labels.ts';
import type { BankAccount } from '../lib/types.ts';

/** v3-16: add, see verification, set default, delete when no withdrawal used it. */
export default function BankManagementPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const setDefault = useBillingMutation(calls.bankAccountSetDefault);
  const remove = useBillingMutation(calls.bankAccountDelete);
  const columns: ListColumn<BankAccount>[] = [
    {
      title: t('billing.bank.accountName'),
      dataIndex: 'accountName',
      render: (v: string, b) => (
        <Space>
          {v}
          {b.isDefault && <Tag color="blue">{t('billing.bank.default')}</Tag>}
        </Space>
      ),
    },
    { title: t('billing.bank.bankName'), dataIndex: 'bankName' },
    { title: t('billing.bank.branch'), dataIndex: 'branch', render: (v: string) => v || '—' },
    { title: t('billing.bank.accountNo'), dataIndex: 'accountNo' },
    {
      title: t('billing.col.status'),
      dataIndex: 'status',
      render: (s: BankAccount['status'], b) => (
        <Tooltip title={b.rejectReason || undefined}>
          <span>
            <StatusTag status={s} label={t(`billing.bankStatus.${s}`)} />
          </span>
        </Tooltip>
      ),
    },
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, b) => (
        <Space size={0}>
          {!b.isDefault && (
            <Tooltip title={b.status !== 'verified' ? t('billing.bank.onlyVerified') : undefined}>
              <span>
                <ActionButton
                  type="link"
                  size="small"
                  code="v3-16"
                  disabled={b.status !== 'verified'}
                  onClick={() =>
                    void setDefault
                      .mutateAsync({ id: b.id })
                      .then(() => toast.success(t('billing.bank.defaultSet')))
                      .catch(() => undefined)
                  }
                >
                  {t('billing.bank.setDefault')}
                </ActionButton>
              </span>
            </Tooltip>
          )}
          <Tooltip title={b.used ? t('billing.bank.inUse') : undefined}>
            <span>
              <Popconfirm
                title={t('billing.bank.confirmDelete')}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                disabled={b.used}
                onConfirm={() =>
                  remove
                    .mutateAsync({ id: b.id })
                    .then(() => toast.success(t('billing.bank.deleted')))
                    .catch(() => undefined)
                }
              >
                <ActionButton type="link" size="small" danger code="v3-16" disabled={b.used}>
                  {t('common.delete')}
                </ActionButton>
              </Popconfirm>
            </span>
          </Tooltip>
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('billing.bank.title')}
        subtitle={t('billing.bank.subtitle')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="add-bank"
          >
            {t('billing.bank.add')}
          </Button>
        }
      />
      <BillingList<BankAccount>
        call={calls.bankAccountList}
        columns={columns}
        empty={t('billing.bank.empty')}
        dateRange={false}
        keyword={t('billing.bank.keyword')}
        filters={[
          {
            key: 'status',
            placeholder: t('billing.bank.allStatuses'),
            options: BANK_ACCOUNT_STATUSES.map((v) => ({
              value: v,
              label: t(`billing.bankStatus.${v}`),
            })),
          },
        ]}
        filename={t('billing.bank.title')}
        exportColumns={[
          { key: 'accountName', title: t('billing.bank.accountName') },
          { key: 'bankName', title: t('billing.bank.bankName') },
          { key: 'branch', title: t('billing.bank.branch') },
          { key: 'accountNo', title: t('billing.bank.accountNo') },
          {
            key: 'status',
            title: t('billing.col.status'),
            values: valueWords(t, 'billing.bankStatus', BANK_ACCOUNT_STATUSES),
          },
          { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
        ]}
        testId="bank-list"
      />
      <BankAccountModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
