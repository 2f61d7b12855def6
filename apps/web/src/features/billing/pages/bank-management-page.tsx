import { useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_STATUSES, calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { BankAccountModal } from '../components/bank-account-modal.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { RecordsPage } from '../components/records-page.tsx';
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
      width: 240,
      // A long name gives way to the default tag, which the cell would otherwise cut.
      render: (v: string, b) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span title={v} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {v}
          </span>
          {b.isDefault && (
            <Tag color="blue" style={{ flex: 'none', marginInlineEnd: 0 }}>
              {t('billing.bank.default')}
            </Tag>
          )}
        </span>
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
    col.actions((b) => (
      <>
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
      </>
    )),
  ];
  return (
    <RecordsPage<BankAccount>
      words="billing.bank"
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
      below={<BankAccountModal open={adding} onClose={() => setAdding(false)} />}
      call={calls.bankAccountList}
      columns={columns}
      dateRange={false}
      keyword
      statuses={STATUSES}
      testId="bank-list"
    />
  );
}
