import type { ListColumn } from '../../../components/list/index.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_KINDS, LEDGER_TXN_KINDS, calls } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { valueWords } from '../lib/labels.ts';
import type { LedgerEntry } from '../lib/types.ts';
import { BillingList } from './billing-list.tsx';
import { MoneyText } from './money-text.tsx';

/** The account flow: every ledger entry on the caller's accounts with the balance after it. */
export function LedgerList() {
  const { t } = useTranslation();
  const columns: ListColumn<LedgerEntry>[] = [
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime, width: 150 },
    {
      title: t('billing.consume.kind'),
      dataIndex: 'kind',
      render: (k: LedgerEntry['kind']) => <Tag>{t(`billing.txn.${k}`)}</Tag>,
    },
    {
      title: t('billing.consume.account'),
      dataIndex: 'account',
      render: (a: LedgerEntry['account'], e) =>
        e.accountName ? `${t(`billing.kind.${a}`)} · ${e.accountName}` : t(`billing.kind.${a}`),
    },
    {
      title: t('billing.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} signed />,
    },
    {
      title: t('billing.consume.balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} />,
    },
    { title: t('billing.consume.memo'), dataIndex: 'memo', ellipsis: true },
  ];
  return (
    <BillingList<LedgerEntry>
      call={calls.ledgerHistory}
      columns={columns}
      empty={t('billing.consume.ledgerEmpty')}
      filters={[
        {
          key: 'kind',
          placeholder: t('billing.consume.allKinds'),
          options: LEDGER_TXN_KINDS.map((v) => ({ value: v, label: t(`billing.txn.${v}`) })),
        },
        {
          key: 'account',
          placeholder: t('billing.consume.allAccounts'),
          options: ACCOUNT_KINDS.map((v) => ({ value: v, label: t(`billing.kind.${v}`) })),
        },
      ]}
      filename={t('billing.consume.ledgerFile')}
      exportColumns={[
        { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
        {
          key: 'kind',
          title: t('billing.consume.kind'),
          values: valueWords(t, 'billing.txn', LEDGER_TXN_KINDS),
        },
        {
          key: 'account',
          title: t('billing.consume.account'),
          values: valueWords(t, 'billing.kind', ACCOUNT_KINDS),
        },
        { key: 'accountName', title: t('billing.voucher.name') },
        { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
        { key: 'balanceAfter', title: t('billing.consume.balanceAfter'), kind: 'money' },
        { key: 'memo', title: t('billing.consume.memo') },
      ]}
      testId="ledger-list"
    />
  );
}
