import { Col, Form, Input, InputNumber, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { yuanToFen } from '../../../billing/index.ts';
import { percentToBp } from '../../lib/catalogue-form.ts';

type Name = (string | number)[];

/** The catalogue form's own rules, worded in the page's language. */
export function useRules() {
  const { t } = useTranslation();
  const check = (ok: (v: unknown) => boolean, message: string): Rule =>
    ({
      validator: async (_r, v: unknown) => {
        if (v === undefined || v === null || v === '') return;
        if (!ok(v)) throw new Error(message);
      },
    }) as Rule;
  return {
    required: { required: true, message: t('catalogue.form.required') } as Rule,
    // `whitespace` only on text: async-validator never settles on it for a number.
    text: { required: true, whitespace: true, message: t('catalogue.form.required') } as Rule,
    money: check((v) => yuanToFen(v as string) !== null, t('catalogue.form.money')),
    percent: check((v) => percentToBp(v as string) !== null, t('catalogue.form.percent')),
    key: { pattern: /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, message: t('catalogue.form.key') } as Rule,
    option: {
      pattern: /^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,39}$/,
      message: t('catalogue.form.key'),
    } as Rule,
  };
}

/** An amount in yuan, kept as text so it is read into fen exactly. */
export function MoneyField({
  name,
  label,
  testId,
}: {
  name: Name;
  label: string;
  testId?: string;
}) {
  const rules = useRules();
  return (
    <Form.Item name={name} label={label} rules={[rules.required, rules.money]}>
      <InputNumber<string>
        stringMode
        min="0"
        step="1"
        prefix="¥"
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A discount in percent (0-100, at most two decimals). */
export function PercentField({ name, label }: { name: Name; label: string }) {
  const rules = useRules();
  return (
    <Form.Item name={name} label={label} rules={[rules.required, rules.percent]}>
      <InputNumber<string> stringMode min="0" max="100" suffix="%" style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A whole number in a range. */
export function IntField({
  name,
  label,
  min = 0,
  max,
  testId,
}: {
  name: Name;
  label: string;
  min?: number;
  max?: number;
  testId?: string;
}) {
  const rules = useRules();
  return (
    <Form.Item name={name} label={label} rules={[rules.required]}>
      <InputNumber
        min={min}
        max={max}
        precision={0}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** The same words in both languages, side by side: `name` holds { en-US, zh-CN }. */
export function Bilingual({
  name,
  label,
  max = 60,
  testId,
}: {
  name: Name;
  label: string;
  max?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const rules = useRules();
  return (
    <Row gutter={8}>
      {(['en-US', 'zh-CN'] as const).map((lang) => (
        <Col span={12} key={lang}>
          <Form.Item
            name={[...name, lang]}
            label={`${label} (${t(`catalogue.form.lang.${lang}`)})`}
            rules={[rules.text]}
          >
            <Input maxLength={max} data-testid={testId && `${testId}-${lang}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
