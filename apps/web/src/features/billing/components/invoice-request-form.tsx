import { useEffect } from 'react';
import { Alert, Button, Card, Form, Radio, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_TYPES, calls } from '@ecloud/contract';
import { SubmitButton, TextField } from '../../../components/form/index.ts';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';
import { useKeyedSubmit } from '../lib/use-keyed-submit.ts';
import { AmountField } from './amount-field.tsx';
import { RemarkField } from './billing-fields.tsx';
import { codeOptions } from '../../../lib/code-options.ts';

interface Values {
  titleId: string;
  type: (typeof INVOICE_TYPES)[number];
  amount: string;
  email: string;
  address?: string;
  remark?: string;
}

/** A new invoice request, capped at what is invoiceable. */
export function InvoiceRequestForm({ invoiceable }: { invoiceable: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const titles = useBillingQuery(calls.invoiceTitleList);
  const request = useBillingMutation(calls.invoiceRequest);
  const canRecords = useCanOpen('invoice');
  const required = { required: true, message: t('billing.recharge.required') };

  const defaultTitle = titles.data?.find((x) => x.isDefault)?.id ?? titles.data?.[0]?.id;
  useEffect(() => {
    if (defaultTitle && !form.getFieldValue('titleId')) form.setFieldValue('titleId', defaultTitle);
  }, [defaultTitle, form]);

  const send = useKeyedSubmit(request.mutateAsync, t('billing.askInvoice.submitted'), () =>
    canRecords ? void navigate(ccPath('invoice')) : form.resetFields(['amount', 'remark']),
  );
  const onFinish = (v: Values) =>
    send({
      titleId: v.titleId,
      type: v.type,
      amount: yuanToFen(v.amount)!,
      email: v.email,
      address: v.address ?? '',
      remark: v.remark || undefined,
    });

  return (
    <Card title={t('billing.askInvoice.form')}>
      {invoiceable <= 0 && (
        <Alert
          type="info"
          showIcon
          title={t('billing.askInvoice.nothingInvoiceable')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ type: 'normal' }}
        onFinish={(v) => void onFinish(v)}
        style={{ maxWidth: 560 }}
        data-testid="invoice-form"
      >
        <Form.Item name="titleId" label={t('billing.askInvoice.titleSelect')} rules={[required]}>
          <Select
            loading={titles.isPending}
            notFoundContent={t('billing.askInvoice.noTitles')}
            options={(titles.data ?? []).map((x) => ({
              value: x.id,
              label: `${x.title} (${x.taxNo})`,
            }))}
            data-testid="invoice-title"
          />
        </Form.Item>
        <Form.Item name="type" label={t('billing.askInvoice.type')} rules={[required]}>
          <Radio.Group options={codeOptions(t, 'billing.invoiceType', INVOICE_TYPES)} />
        </Form.Item>
        <Space align="start">
          <AmountField
            label={t('billing.askInvoice.amount')}
            max={invoiceable}
            overMax={(amount) => t('billing.askInvoice.overInvoiceable', { amount })}
          />
          <Form.Item label=" ">
            <Button
              disabled={invoiceable <= 0}
              onClick={() => form.setFieldValue('amount', fenToYuan(invoiceable))}
            >
              {t('billing.askInvoice.all')}
            </Button>
          </Form.Item>
        </Space>
        <TextField
          name="email"
          label={t('billing.askInvoice.email')}
          max={128}
          rules={[required, { type: 'email', message: t('billing.askInvoice.email') }]}
          testId="invoice-email"
        />
        <TextField name="address" label={t('billing.askInvoice.postAddress')} max={200} />
        <RemarkField />
        <SubmitButton
          code="v3-11"
          disabled={invoiceable <= 0}
          loading={request.isPending}
          testId="invoice-submit"
        >
          {t('billing.askInvoice.submit')}
        </SubmitButton>
      </Form>
    </Card>
  );
}
