import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BILLING_MODES,
  PRODUCT_CATEGORIES,
  productDefIssues,
  validationMessage,
  type Language,
} from '@ecloud/contract';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useClickLock } from '../../../../lib/click-lock.ts';
import { toast } from '../../../../lib/toast.ts';
import { codeOptions } from '../../../../lib/code-options.ts';
import { useCatalogueCreate, useCatalogueUpdate } from '../../api/use-catalogue.ts';
import { checkedDef, defOf, type ProductValues } from '../../lib/catalogue-form.ts';
import { AttrList } from './attr-list.tsx';
import { DiscountList } from './discount-list.tsx';
import { IntField, MoneyField, useRules } from './fields.tsx';
import { PricePreview } from './price-preview.tsx';

const TERM_CHOICES = [1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60];

/** One product of the catalogue, new or edited, with its price previewed as it changes. */
export function ProductForm({
  initial,
  isNew = false,
  onDone,
}: {
  initial: ProductValues;
  isNew?: boolean;
  onDone(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  const rules = useRules();
  const [form] = Form.useForm<ProductValues>();
  const [values, setValues] = useState<ProductValues>(initial);
  const [issues, setIssues] = useState<string[]>([]);
  const create = useCatalogueCreate();
  const update = useCatalogueUpdate();
  const billing = Form.useWatch('billing', form) ?? initial.billing;
  const name = values.texts?.[lang]?.name || values.code;

  const save = async () => {
    setIssues([]);
    if (
      !(await form.validateFields().then(
        () => true,
        () => false,
      ))
    )
      return;
    const def = defOf(form.getFieldsValue(true) as ProductValues);
    // The rules between fields, as the server holds them, marked at their fields.
    const found = productDefIssues(def).map((i) => ({
      name: i.path[0] === 'terms' ? ['terms'] : i.path,
      errors: [validationMessage(i.message, lang)],
    }));
    if (found.length) {
      form.setFields(found as Parameters<typeof form.setFields>[0]);
      setIssues(found.map((f) => `${f.name.join('.')}: ${f.errors[0]}`));
      return;
    }
    await (isNew ? create : update).mutateAsync(def);
    toast.success(t('catalogue.saved', { name: def.texts[lang].name }));
    onDone();
  };
  const saveLock = useClickLock(() => void save().catch(() => undefined));
  const text = (field: 'name' | 'summary' | 'description', l: Language) => (
    <Form.Item
      name={['texts', l, field]}
      label={`${t(`catalogue.form.${field}`)} (${t(`catalogue.form.lang.${l}`)})`}
      rules={field === 'name' ? [rules.text] : []}
    >
      {field === 'description' ? (
        <Input.TextArea rows={3} maxLength={2000} />
      ) : (
        <Input maxLength={field === 'name' ? 80 : 200} data-testid={`product-${field}-${l}`} />
      )}
    </Form.Item>
  );
  return (
    <>
      <PageHeader
        title={isNew ? t('catalogue.newTitle') : t('catalogue.editTitle', { name })}
        subtitle={t('catalogue.formSubtitle')}
        extra={
          <Flex gap={8}>
            <Button onClick={onDone}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              loading={create.isPending || update.isPending}
              disabled={saveLock.locked}
              onClick={saveLock.onClick}
              data-testid="catalogue-save"
            >
              {t('catalogue.save')}
            </Button>
          </Flex>
        }
      />
      <Form<ProductValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => setValues(structuredClone(form.getFieldsValue(true)))}
        scrollToFirstError
        data-testid="catalogue-form"
      >
        {issues.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('catalogue.form.fix')}
            description={issues.map((i) => (
              <div key={i}>{i}</div>
            ))}
            data-testid="catalogue-issues"
          />
        )}
        <Row gutter={16}>
          <Col xs={24} xl={15}>
            <Flex vertical gap={16}>
              <Card title={t('catalogue.form.basics')}>
                <Row gutter={8}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name="code"
                      label={t('catalogue.form.code')}
                      extra={isNew ? t('catalogue.form.codeHint') : undefined}
                      rules={[
                        rules.text,
                        {
                          pattern: /^[a-z][a-z0-9-]{1,39}$/,
                          message: t('catalogue.form.codeRule'),
                        },
                      ]}
                    >
                      <Input maxLength={40} disabled={!isNew} data-testid="product-code" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={8}>
                    <Form.Item name="category" label={t('catalogue.column.category')}>
                      <Select options={codeOptions(t, 'catalogue.category', PRODUCT_CATEGORIES)} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={8}>
                    <IntField name={['sort']} label={t('catalogue.column.sort')} max={9999} />
                  </Col>
                </Row>
                <Form.Item name="billing" label={t('catalogue.column.billing')}>
                  <Radio.Group
                    optionType="button"
                    options={codeOptions(t, 'catalogue.billing', BILLING_MODES)}
                  />
                </Form.Item>
                <Row gutter={8}>
                  <Col xs={24} md={8}>
                    <MoneyField
                      name={['basePrice']}
                      label={t(
                        billing === 'oneOff' ? 'catalogue.form.baseOnce' : 'catalogue.form.base',
                      )}
                      testId="product-base"
                    />
                  </Col>
                  <Col xs={12} md={8}>
                    <IntField
                      name={['quantityMax']}
                      label={t('catalogue.form.quantityMax')}
                      min={1}
                      max={100}
                    />
                  </Col>
                  <Col xs={12} md={8}>
                    <IntField
                      name={['turnaroundDays']}
                      label={t('catalogue.form.turnaround')}
                      max={365}
                    />
                  </Col>
                </Row>
                {billing === 'subscription' && (
                  <Form.Item
                    name="terms"
                    label={t('catalogue.form.terms')}
                    rules={[rules.required]}
                  >
                    <Select
                      mode="multiple"
                      options={TERM_CHOICES.map((m) => ({
                        value: m,
                        label: t('orders.calc.months', { count: m }),
                      }))}
                      data-testid="product-terms"
                    />
                  </Form.Item>
                )}
              </Card>
              <Card title={t('catalogue.form.texts')}>
                <Row gutter={16}>
                  {(['en-US', 'zh-CN'] as const).map((l) => (
                    <Col xs={24} md={12} key={l}>
                      {text('name', l)}
                      {text('summary', l)}
                      {text('description', l)}
                    </Col>
                  ))}
                </Row>
              </Card>
              <Card title={t('catalogue.form.attrs')}>
                <AttrList />
              </Card>
              <Card title={t('catalogue.form.discounts')}>
                <Row gutter={16}>
                  {billing === 'subscription' && (
                    <Col xs={24} md={12}>
                      <DiscountList kind="term" />
                    </Col>
                  )}
                  <Col xs={24} md={12}>
                    <DiscountList kind="quantity" />
                  </Col>
                </Row>
              </Card>
            </Flex>
          </Col>
          <Col xs={24} xl={9}>
            <div style={{ position: 'sticky', top: 16 }}>
              <PricePreview {...checkedDef(values)} />
            </div>
          </Col>
        </Row>
      </Form>
    </>
  );
}
