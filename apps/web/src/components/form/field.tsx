import type { ReactNode } from 'react';
import { Form, type FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';

export type FieldProps = Omit<FormItemProps, 'rules' | 'required' | 'children'> & {
  name: string;
  /** The message for an empty value; the field is optional without it. */
  required?: string;
  rules?: Rule[];
  children: ReactNode;
};

/**
 * One field of a form around its input (a select, a number): `required` is the message for an
 * empty value, as TextField's, and further `rules` follow it.
 */
export function Field({ required, rules = [], children, ...item }: FieldProps) {
  const all: Rule[] = required ? [{ required: true, message: required }, ...rules] : rules;
  return (
    <Form.Item {...item} rules={all.length ? all : undefined}>
      {children}
    </Form.Item>
  );
}
