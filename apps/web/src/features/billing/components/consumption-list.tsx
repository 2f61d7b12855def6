import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROVIDER_CODES, SPEND_SOURCES, calls } from '@ecloud/contract';
import { providerName } from '../lib/labels.ts';
import type { Consumption } from '../lib/types.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from './billing-columns.tsx';
import { BillingList } from './billing-list.tsx';

const SOURCES = { prefix: 'billing.source', values: SPEND_SOURCES };
const PARTS = ['voucher', 'allocated', 'cash'] as const;

/** Consumption records: time, source, reference, amount and how each was paid. */
export function ConsumptionList({
  action,
}: {
  /** An extra column (the refund screen's action). */
  action?: { title: string; render: (c: Consumption) => ReactNode };
}) {
  const { t } = useTranslation();
  const col = billingColumns<Consumption>(t);
  const columns: ListColumn<Consumption>[] = [
    col.createdAt({ width: 150 }),
    col.coded('source', t('billing.consume.source'), SOURCES, (s) => (
      <Tag>{t(`billing.source.${s}`)}</Tag>
    )),
    col.text('sourceRef', t('billing.consume.sourceRef')),
    col.text('provider', t('billing.consume.provider'), {
      render: (p: string) => providerName(t, p),
    }),
    col.text('description', t('billing.consume.description'), {
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
    }),
    col.amount({ strong: true }),
    {
      title: t('billing.consume.paidBy'),
      // The file has no heading over columns, so each part says what it is.
      children: PARTS.map((p) =>
        col.money(
          `${p}Part`,
          t(`billing.kind.${p}`),
          {},
          { export: [{ key: `${p}Part`, title: t(`billing.consume.${p}Part`), kind: 'money' }] },
        ),
      ),
    },
    col.money('refunded', t('billing.consume.refunded')),
    ...(action
      ? [
          {
            title: action.title,
            key: 'action',
            fixed: 'right' as const,
            // Room for the amount and its button on one line (an unset width clipped "Refund").
            width: 170,
            render: (_: unknown, c: Consumption) => action.render(c),
            export: false as const,
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
        codesFilter(t, 'source', t('billing.consume.allSources'), SOURCES),
        {
          key: 'provider',
          placeholder: t('billing.consume.allProviders'),
          options: PROVIDER_CODES.map((v) => ({ value: v, label: providerName(t, v) })),
        },
      ]}
      filename={t('billing.consume.title')}
      testId="consumption-list"
    />
  );
}
