import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule.ts';
import type { z } from 'zod';

/** The one-field dialog of a review: the reason of a rejection, or an invoice's number. */
export function ReviewTextModal({
  open,
  title,
  label,
  okText,
  danger,
  schema,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  danger?: boolean;
  schema?: z.ZodType;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await onSubmit(v.text.trim());
      onClose();
    } catch {
      // Told already.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ loading: busy, danger }}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="text"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('billing.review.reasonRequired') },
            ...(schema ? [zodRule(schema)] : []),
          ]}
        >
          <Input.TextArea maxLength={200} rows={3} data-testid="review-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
