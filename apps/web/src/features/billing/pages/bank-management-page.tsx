import { useState } from 'react';
import { Button, Space, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_STATUSES, calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { BankAccountModal } from '../components/bank-account-modal.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { ConfirmAction } from '../components/confirm-action.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import type { BankAccount } from '../lib/types.ts';

const STATUSES = { prefix: 'billing.bankStatus', values: BANK_ACCOUNT_STATUSES };

/** v3-16: add, see verification, set default, delete when no withdrawal used it. */
export default function BankManagementPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const setDefault = useBillingMutation(calls.bankAccountSetDefault);
  const remove = useBillingMutation(calls.bankAccountDelete);
  const col = billingColumns<BankAccount>(t);
  const columns: ListColumn<BankAccount>[] = [
    col.text('accountName', t('billing.bank.accountName'), {
      render: (v: string, b) => (
        <Space>
          {v}
          {b.isDefault && <Tag color="blue">{t('billing.bank.default')}</Tag>}
        </Space>
      ),
    }),
    col.text('bankName', t('billing.bank.bankName')),
    col.orDash('branch', t('billing.bank.branch')),
    col.text('accountNo', t('billing.bank.accountNo')),
    col.coded('status', t('billing.col.status'), STATUSES, (s, b) => (
      <Tooltip title={b.rejectReason || undefined}>
        <span>
          <StatusTag status={s} label={t(`billing.bankStatus.${s}`)} />
        </span>
      </Tooltip>
    )),
    col.createdAt(),
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
              <ConfirmAction
                title={t('billing.bank.confirmDelete')}
                okText={t('common.delete')}
                code="v3-16"
                disabled={b.used}
                success={t('billing.bank.deleted')}
                run={() => remove.mutateAsync({ id: b.id })}
              />
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
        filters={[codesFilter(t, 'status', t('billing.bank.allStatuses'), STATUSES)]}
        filename={t('billing.bank.title')}
        testId="bank-list"
      />
      <BankAccountModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
