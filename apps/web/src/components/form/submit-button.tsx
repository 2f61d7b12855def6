import { Form } from 'antd';
import { ActionButton, type ActionButtonProps } from '../action-button.tsx';

/** The primary button of a page form: submits the form it sits in, if the user holds `code`. */
export function SubmitButton({
  testId,
  ...rest
}: Omit<ActionButtonProps, 'onClick' | 'type'> & { testId?: string }) {
  const form = Form.useFormInstance();
  return (
    <ActionButton type="primary" onClick={() => form.submit()} data-testid={testId} {...rest} />
  );
}
