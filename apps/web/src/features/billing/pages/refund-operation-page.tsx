import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AddressTabs } from '../components/address-tabs.tsx';
import { CashRefundForm } from '../components/cash-refund-form.tsx';
import { ConsumptionList } from '../components/consumption-list.tsx';
import { OrderRefundModal } from '../components/order-refund-modal.tsx';
import { MoneyText } from '../components/money-text.tsx';
import type { Consumption } from '../lib/types.ts';

/** v3-13: refund an order (what remains of a consumption) or unspent cash, for review. */
export default function RefundOperationPage() {
  const { t } = useTranslation();
  const [record, setRecord] = useState<Consumption | null>(null);
  return (
    <>
      <PageHeader title={t('billing.refundOp.title')} subtitle={t('billing.refundOp.subtitle')} />
      <AddressTabs
        items={[
          {
            key: 'order',
            label: t('billing.refundOp.tabOrder'),
            children: (
              <ConsumptionList
                action={{
                  title: t('billing.refundOp.refundable'),
                  render: (c) => (
                    <span style={{ whiteSpace: 'nowrap' }}>
                      <MoneyText fen={c.refundable} />
                      <ActionButton
                        type="link"
                        size="small"
                        code="v3-13"
                        disabled={c.refundable <= 0}
                        onClick={() => setRecord(c)}
                        data-testid="refund-order"
                      >
                        {t('billing.refundOp.refund')}
                      </ActionButton>
                    </span>
                  ),
                }}
              />
            ),
          },
          { key: 'cash', label: t('billing.refundOp.tabCash'), children: <CashRefundForm /> },
        ]}
      />
      <OrderRefundModal record={record} onClose={() => setRecord(null)} />
    </>
  );
}
