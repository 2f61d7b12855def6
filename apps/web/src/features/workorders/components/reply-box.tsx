import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallInput, WorkOrderDetail, calls } from '@ecloud/contract';
import { toast } from '../../../lib/toast.ts';
import { useReplyWorkOrder } from '../api/use-workorders.ts';
import { AttachmentUpload } from './attachment-upload.tsx';

type Values = Omit<CallInput<typeof calls.workOrderReply>, 'id'>;

/** A reply with files; a finished order says how to go on instead. */
export function ReplyBox({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reply = useReplyWorkOrder();
  if (!order.canReply) return <Alert type="info" showIcon message={t('workOrders.noReply')} />;
  const send = async (v: Values) => {
    await reply.mutateAsync({ ...v, id: order.id });
    toast.success(t('workOrders.replied'));
    form.resetFields();
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void send(v)}
      data-testid="work-order-reply-form"
    >
      <Form.Item
        name="body"
        rules={[{ required: true, whitespace: true, message: t('workOrders.replyRequired') }]}
      >
        <Input.TextArea
          maxLength={5000}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('workOrders.replyPlaceholder')}
          data-testid="work-order-reply-body"
        />
      </Form.Item>
      {/* Remounted after each reply (key), so the sent files leave the picker. */}
      <Form.Item name="attachmentIds" extra={t('workOrders.attachHint')}>
        <AttachmentUpload key={order.replies.length} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={reply.isPending}
        data-testid="work-order-reply-send"
      >
        {t('workOrders.reply')}
      </Button>
    </Form>
  );
}
