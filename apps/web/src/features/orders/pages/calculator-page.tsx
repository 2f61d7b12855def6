import { useDeferredValue, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  Radio,
  Row,
  Space,
  Spin,
  Typography,
} from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, type Config, type ProductAttrs } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ipToString, validateIp, type IpParts } from '../../../components/ip-input/index.ts';
import { ActionButton } from '../../../components/action-button.tsx';
import { useClickLock } from '../../../lib/click-lock.ts';
import { useConsoleStore } from '../../../lib/store.ts';
import { toast } from '../../../lib/toast.ts';
import { useCartAdd, usePrice, useProductAttrs } from '../api/use-orders.ts';
import { AttrField } from '../components/attr-field.tsx';
import { CheckoutModal, type CheckoutSource } from '../components/checkout-modal.tsx';
import { PriceBreakdown } from '../components/price-breakdown.tsx';

type Values = { attrs?: Record<string, unknown>; months?: number; quantity?: number };

/** The form's values as a configuration; an address is sent only once it is whole. */
function configOf(p: ProductAttrs, v: Values): Config {
  const attrs: Config['attrs'] = {};
  for (const a of p.attrs) {
    const x = v.attrs?.[a.key];
    if (a.kind === 'ip') {
      const parts = x as IpParts | undefined;
      if (parts && !validateIp(parts)) attrs[a.key] = ipToString(parts);
    } else if (x !== undefined && x !== null) attrs[a.key] = x as string | number;
  }
  return {
    code: p.code,
    attrs,
    ...(p.billing === 'subscription' ? { months: v.months ?? p.terms[0] } : {}),
    quantity: v.quantity ?? 1,
  };
}

/** /addedService/product/calculator/{code}: configure, see the price live, add to cart or buy. */
export default function CalculatorPage() {
  const { code = '' } = useParams();
  const product = useProductAttrs(code);
  if (product.isLoading) return <Spin />;
  if (!product.data) return <Alert type="error" showIcon message={product.error?.message} />;
  return <Calculator product={product.data} />;
}

function Calculator({ product: p }: { product: ProductAttrs }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [values, setValues] = useState<Values>({});
  const config = useDeferredValue(configOf(p, values));
  const price = usePrice(config);
  const add = useCartAdd();
  const selectProduct = useConsoleStore((s) => s.selectProduct);
  const [checkout, setCheckout] = useState<CheckoutSource | null>(null);
  const whole = async () => {
    await form.validateFields();
    selectProduct(p.code);
    return configOf(p, form.getFieldsValue(true) as Values);
  };
  const addLock = useClickLock(
    () =>
      void whole().then(async (c) => {
        await add.mutateAsync(c);
        toast.success(t('orders.calc.added'));
      }),
  );
  const buyLock = useClickLock(() => void whole().then((item) => setCheckout({ item })));
  const backTo =
    p.category === 'security' ? '/addedService/product' : '/addedService/bioengineering';
  return (
    <>
      <PageHeader
        title={p.name}
        subtitle={p.summary}
        extra={<Link to={`${CONSOLE_BASE_PATH}${backTo}`}>{t('orders.calc.back')}</Link>}
      />
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          <Card title={t('orders.calc.configuration')}>
            <Typography.Paragraph type="secondary">{p.description}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              onValuesChange={(_, all) => setValues(all)}
              initialValues={{ months: p.terms[0], quantity: 1 }}
              data-testid="calculator-form"
            >
              {p.attrs.map((a) => (
                <AttrField key={a.key} attr={a} />
              ))}
              {p.terms.length > 0 && (
                <Form.Item label={t('orders.calc.term')} name="months">
                  <Radio.Group
                    optionType="button"
                    options={p.terms.map((m) => ({
                      value: m,
                      label: t('orders.calc.months', { count: m }),
                    }))}
                  />
                </Form.Item>
              )}
              <Form.Item label={t('orders.calc.quantity')} name="quantity">
                <InputNumber
                  min={1}
                  max={p.quantityMax}
                  precision={0}
                  data-testid="calc-quantity"
                />
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title={t('orders.calc.price')} loading={!price.data && price.isLoading}>
            {price.isError && !price.data ? (
              <Alert type="warning" showIcon message={t('orders.calc.repriceFailed')} />
            ) : (
              price.data && <PriceBreakdown price={price.data} once={p.billing === 'oneOff'} />
            )}
            <Space style={{ marginTop: 16 }}>
              <ActionButton
                code="v2"
                loading={add.isPending}
                disabled={addLock.locked}
                onClick={addLock.onClick}
                data-testid="add-to-cart"
              >
                {t('orders.calc.addToCart')}
              </ActionButton>
              <Button
                type="primary"
                disabled={buyLock.locked}
                onClick={buyLock.onClick}
                data-testid="buy-now"
              >
                {t('orders.calc.buyNow')}
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
      {checkout && <CheckoutModal source={checkout} onClose={() => setCheckout(null)} />}
    </>
  );
}
