import { useState } from 'react';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import { AmountModal } from '../components/amount-modal.tsx';
import { DataList, wholeList, type ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { MoneyFigure } from '../components/money-figure.tsx';
import { money } from '../lib/money.ts';
import type { SubAccount } from '../lib/types.ts';

type Move = { direction: 'appropriate' | 'recover'; sub: SubAccount } | null;

/** v3-8: move cash to sub-accounts and take back what they still hold. */
export default function AppropriatePage() {
  const { t } = useTranslation();
  const balances = useBillingQuery(calls.billingBalances);
  const subs = useBillingQuery(calls.subAccountList);
  const appropriate = useBillingMutation(calls.appropriate);
  const recover = useBillingMutation(calls.recover);
  const [move, setMove] = useState<Move>(null);
  const cash = balances.data?.cash ?? 0;

  const col = billingColumns<SubAccount>(t);
  const columns: ListColumn<SubAccount>[] = [
    col.text('name', t('billing.appropriate.subAccount')),
    col.money('allocated', t('billing.appropriate.holds'), { strong: true }),
    col.money('appropriatedTotal', t('billing.appropriate.appropriated')),
    col.money('recoveredTotal', t('billing.appropriate.recovered')),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, sub) => (
        <Space size={0}>
          <ActionButton
            type="link"
            size="small"
            code="v3-8"
            disabled={cash <= 0}
            onClick={() => setMove({ direction: 'appropriate', sub })}
            data-testid="appropriate"
          >
            {t('billing.appropriate.appropriate')}
          </ActionButton>
          <ActionButton
            type="link"
            size="small"
            code="v3-8"
            disabled={sub.allocated <= 0}
            onClick={() => setMove({ direction: 'recover', sub })}
            data-testid="recover"
          >
            {t('billing.appropriate.recover')}
          </ActionButton>
        </Space>
      ),
    },
  ];

  const max = move?.direction === 'recover' ? move.sub.allocated : cash;
  return (
    <>
      <PageHeader
        title={t('billing.appropriate.title')}
        subtitle={t('billing.appropriate.subtitle')}
      />
      <Card style={{ marginBottom: 16 }}>
        <MoneyFigure
          title={t('billing.appropriate.yourBalance')}
          fen={cash}
          query={balances}
          testId="own-cash"
        />
      </Card>
      <DataList<SubAccount>
        rowKey="tenantId"
        columns={columns}
        query={wholeList(subs)}
        empty={t('billing.appropriate.empty')}
        tableTestId="sub-accounts"
      />
      <AmountModal
        open={!!move}
        title={
          move &&
          t(
            move.direction === 'recover'
              ? 'billing.appropriate.recoverFrom'
              : 'billing.appropriate.appropriateTo',
            { name: move.sub.name },
          )
        }
        max={max}
        overMax={(amount) => t('billing.appropriate.overMax', { amount })}
        extra={
          move?.direction === 'recover'
            ? t('billing.appropriate.maxRecover', { amount: money(max) })
            : t('billing.appropriate.maxAppropriate', { amount: money(max) })
        }
        okText={
          move?.direction === 'recover'
            ? t('billing.appropriate.recover')
            : t('billing.appropriate.appropriate')
        }
        onSubmit={async (req) => {
          if (!move) return;
          const input = { ...req, subTenantId: move.sub.tenantId };
          await (move.direction === 'recover' ? recover : appropriate).mutateAsync(input);
          toast.success(t('billing.appropriate.done', { amount: money(req.amount) }));
        }}
        onClose={() => setMove(null)}
        testId="amount-modal"
      />
    </>
  );
}
