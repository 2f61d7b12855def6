import { Button, Card, Col, Flex, Form, Input, Row, Select, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { NEW_ATTR, type AttrValues } from '../../lib/catalogue-form.ts';
import { Bilingual, IntField, MoneyField, useRules } from './fields.tsx';

const KINDS = ['choice', 'number', 'ip'] as const;

/** The price attributes, each kind with its own fields; added, removed and reordered in place. */
export function AttrList() {
  const { t } = useTranslation();
  return (
    <Form.List name="attrs">
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={12}>
          {fields.map((f, i) => (
            <AttrCard
              key={f.key}
              field={f}
              actions={
                <Flex gap={4}>
                  <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                    {t('catalogue.form.up')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(f.name)}
                    data-testid={`attr-remove-${i}`}
                  >
                    {t('catalogue.form.remove')}
                  </Button>
                </Flex>
              }
            />
          ))}
          <Flex gap={8} wrap>
            {KINDS.map((kind) => (
              <Button
                key={kind}
                icon={<PlusOutlined />}
                onClick={() => add(structuredClone(NEW_ATTR[kind]))}
                data-testid={`attr-add-${kind}`}
              >
                {t(`catalogue.form.add.${kind}`)}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}

function AttrCard({ field, actions }: { field: FormListFieldData; actions: React.ReactNode }) {
  const { t } = useTranslation();
  const rules = useRules();
  const attr = Form.useWatch(['attrs', field.name]) as AttrValues | undefined;
  const kind = attr?.kind ?? 'choice';
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <Tag color="blue">{t(`catalogue.form.kind.${kind}`)}</Tag>
          {attr?.key}
        </Flex>
      }
      extra={actions}
      data-testid={`attr-${field.name}`}
    >
      <Form.Item name={[field.name, 'kind']} hidden>
        <Input />
      </Form.Item>
      <Row gutter={8}>
        <Col xs={24} md={8}>
          <Form.Item
            name={[field.name, 'key']}
            label={t('catalogue.form.attrKey')}
            rules={[rules.text, rules.key]}
          >
            <Input maxLength={40} data-testid={`attr-key-${field.name}`} />
          </Form.Item>
        </Col>
      </Row>
      <Bilingual name={[field.name, 'label']} label={t('catalogue.form.attrLabel')} />
      {kind === 'choice' && <ChoiceFields field={field} />}
      {kind === 'number' && <NumberFields field={field} />}
      {kind === 'ip' && <IpFields field={field} />}
    </Card>
  );
}

function ChoiceFields({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  const rules = useRules();
  const options = (Form.useWatch(['attrs', field.name, 'options']) ?? []) as { value?: string }[];
  return (
    <>
      <Form.List name={[field.name, 'options']}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((o) => (
              <Row gutter={8} key={o.key} align="top">
                <Col xs={24} md={5}>
                  <Form.Item
                    name={[o.name, 'value']}
                    label={t('catalogue.form.optionValue')}
                    rules={[rules.text, rules.option]}
                  >
                    <Input maxLength={40} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Bilingual name={[o.name, 'label']} label={t('catalogue.form.optionLabel')} />
                </Col>
                <Col xs={20} md={5}>
                  <MoneyField
                    name={[o.name, 'price']}
                    label={t('catalogue.form.optionPrice')}
                    testId={`option-price-${field.name}-${o.name}`}
                  />
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item label=" ">
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      disabled={rows.length === 1}
                      onClick={() => remove(o.name)}
                      aria-label={t('catalogue.form.remove')}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add(structuredClone(NEW_OPTION))}
              style={{ marginBottom: 12 }}
            >
              {t('catalogue.form.addOption')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item
        name={[field.name, 'default']}
        label={t('catalogue.form.default')}
        rules={[rules.required]}
      >
        <Select
          style={{ maxWidth: 240 }}
          options={options.flatMap((o) => (o?.value ? [{ value: o.value, label: o.value }] : []))}
        />
      </Form.Item>
    </>
  );
}
const NEW_OPTION = { value: '', label: { 'en-US': '', 'zh-CN': '' }, price: '0.00' };

function NumberFields({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  const n = (key: string) => [field.name, key];
  return (
    <>
      <Bilingual name={n('unit')} label={t('catalogue.form.unit')} max={20} />
      <Row gutter={8}>
        {(['min', 'max', 'step', 'default', 'included'] as const).map((k) => (
          <Col xs={12} md={4} key={k}>
            <IntField
              name={n(k)}
              label={t(`catalogue.form.number.${k}`)}
              min={k === 'step' ? 1 : 0}
            />
          </Col>
        ))}
        <Col xs={12} md={4}>
          <MoneyField
            name={n('stepPrice')}
            label={t('catalogue.form.number.stepPrice')}
            testId={`step-price-${field.name}`}
          />
        </Col>
      </Row>
    </>
  );
}

function IpFields({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  const attrs = (Form.useWatch('attrs') ?? []) as AttrValues[];
  const choices = attrs.filter((a) => a?.kind === 'choice' && a.key);
  return (
    <Form.Item
      name={[field.name, 'httpsKey']}
      label={t('catalogue.form.httpsKey')}
      extra={t('catalogue.form.httpsKeyHint')}
    >
      <Select
        allowClear
        style={{ maxWidth: 240 }}
        options={choices.map((a) => ({ value: a.key, label: a.key }))}
      />
    </Form.Item>
  );
}
