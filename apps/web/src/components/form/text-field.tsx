import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

export interface TextFieldProps {
  name: string;
  label?: ReactNode;
  max: number;
  required?: string;
  rules?: Rule[];
  rows?: number;
  testId?: string;
  normalize?: (value: string) => string;
  extra?: ReactNode;
  placeholder?: string;
  /** Shown but fixed, e.g. a record's key once saved. */
  disabled?: boolean;
}

/**
 * One text input in a form: a line, or a text area when `rows` is given. `required` is the
 * message for an empty (or blank) value; further `rules` follow it.
 */
export function TextField({
  name,
  label,
  max,
  required,
  rules = [],
  rows,
  testId,
  normalize,
  extra,
  placeholder,
  disabled,
}: TextFieldProps) {
  const all: Rule[] = required
    ? [{ required: true, whitespace: true, message: required }, ...rules]
    : rules;
  return (
    <Form.Item
      name={name}
      label={label}
      rules={all.length ? all : undefined}
      normalize={normalize}
      extra={extra}
    >
      {rows ? (
        <Input.TextArea
          maxLength={max}
          rows={rows}
          placeholder={placeholder}
          data-testid={testId}
        />
      ) : (
        <Input maxLength={max} placeholder={placeholder} disabled={disabled} data-testid={testId} />
      )}
    </Form.Item>
  );
}
