import { useState } from 'react';
import { Form, Input, Rate, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallInput, WorkOrderAction, WorkOrderDetail, calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { FormModal } from '../../../components/form/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useActOnWorkOrder, useAssignWorkOrder, useSupportOptions } from '../api/use-workorders.ts';

type ActValues = CallInput<typeof calls.workOrderAct>;

/** The state actions the viewer's side may take now (the server says which), and hand-over. */
export function WorkOrderActions({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation();
  const act = useActOnWorkOrder();
  const [rating, setRating] = useState(false);
  const run = async (action: WorkOrderAction) => {
    await act.mutateAsync({ id: order.id, action });
    toast.success(t(`workOrders.actionDone.${action}`));
  };
  return (
    <Space wrap>
      {order.actions.map((a) => (
        <ActionButton
          key={a}
          type={a === 'confirm' || a === 'accept' ? 'primary' : 'default'}
          onClick={() => (a === 'confirm' ? setRating(true) : void run(a))}
          data-testid={`work-order-act-${a}`}
        >
          {t(`workOrders.action.${a}`)}
        </ActionButton>
      ))}
      {order.side === 'support' && <AssignSelect order={order} />}
      {rating && (
        <FormModal<ActValues>
          open
          title={t('workOrders.rateTitle')}
          onSubmit={(v) => act.mutateAsync({ ...v, id: order.id, action: 'confirm' })}
          success={t('workOrders.actionDone.confirm')}
          onClose={() => setRating(false)}
          formTestId="work-order-rate-form"
          okTestId="work-order-rate-ok"
        >
          <Form.Item
            name="rating"
            label={t('workOrders.rateHint')}
            rules={[{ required: true, message: t('workOrders.ratingRequired') }]}
          >
            <Rate data-testid="work-order-rating" />
          </Form.Item>
          <Form.Item name="comment" label={t('workOrders.comment')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </FormModal>
      )}
    </Space>
  );
}

function AssignSelect({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation();
  const options = useSupportOptions(true);
  const assign = useAssignWorkOrder();
  return (
    <Select
      style={{ width: 200 }}
      placeholder={t('workOrders.assignTo')}
      value={order.assigneeId ?? undefined}
      options={(options.data?.assignees ?? []).map((a) => ({ value: a.id, label: a.label }))}
      onChange={(assigneeId: string) =>
        void assign
          .mutateAsync({ id: order.id, assigneeId })
          .then(() => toast.success(t('workOrders.assigned')))
      }
    />
  );
}
