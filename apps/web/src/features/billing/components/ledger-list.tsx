import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_KINDS, LEDGER_TXN_KINDS, calls } from '@ecloud/contract';
import { valueWords } from '../lib/labels.ts';
import type { LedgerEntry } from '../lib/types.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from './billing-columns.tsx';
import { BillingList } from './billing-list.tsx';

const KINDS = { prefix: 'billing.txn', values: LEDGER_TXN_KINDS };
const ACCOUNTS = { prefix: 'billing.kind', values: ACCOUNT_KINDS };

/** The account flow: every ledger entry on the caller's accounts with the balance after it. */
export function LedgerList() {
  const { t } = useTranslation();
  const col = billingColumns<LedgerEntry>(t);
  const columns: ListColumn<LedgerEntry>[] = [
    col.createdAt({ width: 150 }),
    col.coded('kind', t('billing.consume.kind'), KINDS, (k) => <Tag>{t(`billing.txn.${k}`)}</Tag>),
    {
      ...col.text('account', t('billing.consume.account'), {
        render: (a: LedgerEntry['account'], e) =>
          e.accountName ? `${t(`billing.kind.${a}`)} · ${e.accountName}` : t(`billing.kind.${a}`),
      }),
      export: [
        {
          key: 'account',
          title: t('billing.consume.account'),
          values: valueWords(t, ACCOUNTS.prefix, ACCOUNTS.values),
        },
        { key: 'accountName', title: t('billing.voucher.name') },
      ],
    },
    col.amount({ signed: true }),
    col.money('balanceAfter', t('billing.consume.balanceAfter')),
    col.text('memo', t('billing.consume.memo'), { ellipsis: true }),
  ];
  return (
    <BillingList<LedgerEntry>
      call={calls.ledgerHistory}
      columns={columns}
      empty={t('billing.consume.ledgerEmpty')}
      filters={[
        codesFilter(t, 'kind', t('billing.consume.allKinds'), KINDS),
        codesFilter(t, 'account', t('billing.consume.allAccounts'), ACCOUNTS),
      ]}
      filename={t('billing.consume.ledgerFile')}
      testId="ledger-list"
    />
  );
}
