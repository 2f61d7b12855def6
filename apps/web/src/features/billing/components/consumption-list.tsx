import type { ListColumn } from '../../../components/list/index.ts';
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROVIDER_CODES, SPEND_SOURCES, calls } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { providerName, valueWords } from '../lib/labels.ts';
import type { Consumption } from '../lib/types.ts';
import { BillingList } from './billing-list.tsx';
import { MoneyText } from './money-text.tsx';

const money = (v: number) => <MoneyText fen={v} />;

/** Consumption records: time, source, reference, amount and how each was paid. */
export function ConsumptionList({
  action,
}: {
  /** An extra column (the refund screen's action). */
  action?: { title: string; render: (c: Consumption) => ReactNode };
}) {
  const { t } = useTranslation();
  const columns: ListColumn<Consumption>[] = [
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime, width: 150 },
    {
      title: t('billing.consume.source'),
      dataIndex: 'source',
      render: (s: Consumption['source']) => <Tag>{t(`billing.source.${s}`)}</Tag>,
    },
    { title: t('billing.consume.sourceRef'), dataIndex: 'sourceRef' },
    {
      title: t('billing.consume.provider'),
      dataIndex: 'provider',
      render: (p: string) => providerName(t, p),
    },
    {
      title: t('billing.consume.description'),
      dataIndex: 'description',
      ellipsis: true,
      // A cloud's bill item is the provider's wording, shown as written and marked as such.
      render: (d: string, c: Consumption) =>
        c.source === 'cloud' ? (
          <span title={t('billing.consume.providerTextHint')}>
            <Tag bordered={false} data-testid="provider-text">
              {t('billing.consume.providerText')}
            </Tag>
            {d}
          </span>
        ) : (
          d
        ),
    },
    {
      title: t('billing.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} strong />,
    },
    {
      title: t('billing.consume.paidBy'),
      children: [
        {
          title: t('billing.kind.voucher'),
          dataIndex: 'voucherPart',
          align: 'right',
          render: money,
        },
        {
          title: t('billing.kind.allocated'),
          dataIndex: 'allocatedPart',
          align: 'right',
          render: money,
        },
        { title: t('billing.kind.cash'), dataIndex: 'cashPart', align: 'right', render: money },
      ],
    },
    { title: t('billing.consume.refunded'), dataIndex: 'refunded', align: 'right', render: money },
    ...(action
      ? [
          {
            title: action.title,
            key: 'action',
            fixed: 'right' as const,
            render: (_: unknown, c: Consumption) => action.render(c),
          },
        ]
      : []),
  ];
  return (
    <BillingList<Consumption>
      call={calls.consumptionList}
      columns={columns}
      empty={t('billing.consume.empty')}
      keyword={t('billing.consume.keyword')}
      filters={[
        {
          key: 'source',
          placeholder: t('billing.consume.allSources'),
          options: SPEND_SOURCES.map((v) => ({ value: v, label: t(`billing.source.${v}`) })),
        },
        {
          key: 'provider',
          placeholder: t('billing.consume.allProviders'),
          options: PROVIDER_CODES.map((v) => ({ value: v, label: providerName(t, v) })),
        },
      ]}
      filename={t('billing.consume.title')}
      exportColumns={[
        { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
        {
          key: 'source',
          title: t('billing.consume.source'),
          values: valueWords(t, 'billing.source', SPEND_SOURCES),
        },
        { key: 'sourceRef', title: t('billing.consume.sourceRef') },
        { key: 'provider', title: t('billing.consume.provider') },
        { key: 'description', title: t('billing.consume.description') },
        { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
        { key: 'voucherPart', title: t('billing.consume.voucherPart'), kind: 'money' },
        { key: 'allocatedPart', title: t('billing.consume.allocatedPart'), kind: 'money' },
        { key: 'cashPart', title: t('billing.consume.cashPart'), kind: 'money' },
        { key: 'refunded', title: t('billing.consume.refunded'), kind: 'money' },
      ]}
      testId="consumption-list"
    />
  );
}
