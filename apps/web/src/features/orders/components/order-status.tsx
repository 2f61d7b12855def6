import type { OrderStatus } from '@ecloud/contract';
import { codeTag } from '../../../components/code-tag.tsx';

export const OrderStatusTag = codeTag<OrderStatus>('orders.status', {
  unpaid: 'orange',
  paid: 'blue',
  provisioning: 'processing',
  delivered: 'green',
  failed: 'red',
  cancelled: 'default',
  refunded: 'purple',
});
