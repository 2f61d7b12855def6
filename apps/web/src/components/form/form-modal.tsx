import { useEffect, useState, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClickLock } from '../../lib/click-lock.ts';
import { toast } from '../../lib/toast.ts';

export interface FormModalProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /**
   * Does the work with the validated values. Resolving closes the dialog; rejecting (the request
   * layer has told the user already) keeps it open with what was typed, for a retry.
   */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  okText?: string;
  danger?: boolean;
  /** Toasted once `onSubmit` resolved (worded from what was sent, when it names it). */
  success?: string | ((values: V) => string);
  /**
   * Put in the form each time it opens (the record edited, or defaults). Compared by identity,
   * so pass a stable object (a prop or a module constant), not a fresh literal.
   */
  initialValues?: Partial<V>;
  /** Hold the OK button for a moment after a click (spec section 4), for money-moving dialogs. */
  clickLock?: boolean;
  /** Shown above the form, e.g. what the dialog acts on. */
  header?: ReactNode;
  /** The dialog's width, for forms with wide fields or two columns. */
  width?: number;
  testId?: string;
  formTestId?: string;
  okTestId?: string;
}

/**
 * The one Modal+Form scaffold: validates, shows the OK button busy while `onSubmit` runs, toasts
 * the success, resets and closes. Fields are the children (`Form.Item`s).
 */
export function FormModal<V extends object>({
  open,
  title,
  onSubmit,
  onClose,
  children,
  okText,
  danger,
  success,
  initialValues,
  clickLock,
  header,
  width,
  testId,
  formTestId,
  okTestId,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // antd types the partial as the whole; a partial is what setFieldsValue accepts at runtime.
    if (open && initialValues)
      form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await onSubmit(values);
      if (success) toast.success(typeof success === 'string' ? success : success(values));
      form.resetFields();
      onClose();
    } catch {
      // Told already; the dialog stays open so the same values can be sent again.
    } finally {
      setBusy(false);
    }
  };
  const lock = useClickLock(() => void submit());
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      onOk={clickLock ? lock.onClick : () => void submit()}
      okButtonProps={{
        loading: busy,
        danger,
        disabled: clickLock ? lock.locked && !busy : undefined,
        ...(okTestId ? { 'data-testid': okTestId } : {}),
      }}
      onCancel={onClose}
      destroyOnHidden
      width={width}
      data-testid={testId}
    >
      {header}
      <Form form={form} layout="vertical" preserve={false} data-testid={formTestId}>
        {children}
      </Form>
    </Modal>
  );
}
