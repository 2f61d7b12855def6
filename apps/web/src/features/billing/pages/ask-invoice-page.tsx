import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBillingQuery } from '../api/use-billing.ts';
import { InvoiceRequestForm } from '../components/invoice-request-form.tsx';
import { InvoiceTitlesCard } from '../components/invoice-titles-card.tsx';
import { money } from '../lib/money.ts';

/** v3-11: the invoiceable amount, the invoice titles, and a new request. */
export default function AskInvoicePage() {
  const { t } = useTranslation();
  const amounts = useBillingQuery(calls.invoiceable);
  const figures = [
    { key: 'paidConsumption', value: amounts.data?.paidConsumption },
    { key: 'invoiced', value: amounts.data?.invoiced },
    { key: 'invoiceable', value: amounts.data?.invoiceable },
  ] as const;
  return (
    <>
      <PageHeader
        title={t('billing.askInvoice.title')}
        subtitle={t('billing.askInvoice.subtitle')}
      />
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {figures.map((f) => (
            <Col key={f.key} xs={24} md={8}>
              <Statistic
                title={t(`billing.askInvoice.${f.key}`)}
                value={amounts.isError ? t('common.loadFailed') : money(f.value ?? 0)}
                loading={amounts.isPending}
                styles={{
                  content:
                    f.key === 'invoiceable' ? { color: '#1677ff', fontWeight: 600 } : undefined,
                }}
                data-testid={`invoice-${f.key}`}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <InvoiceRequestForm invoiceable={amounts.data?.invoiceable ?? 0} />
        </Col>
        <Col xs={24} xl={12}>
          <InvoiceTitlesCard />
        </Col>
      </Row>
    </>
  );
}
