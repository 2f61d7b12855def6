import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ORDER_STATUSES,
  calls,
  formatFen,
  type OrderStatus,
  type OrderSummary,
} from '@ecloud/contract';
import {
  ListScreen,
  SearchFilter,
  SelectFilter,
  col,
  pageInput,
  useListState,
  type ListColumn,
} from '../../../components/list/index.ts';
import { RangeFilter, rangeInstants } from '../../billing/index.ts';
import { useOrderList } from '../api/use-orders.ts';
import { orderPath } from '../components/checkout-modal.tsx';
import { OrderStatusTag } from '../components/order-status.tsx';
import { codeOptions } from '../../../lib/code-options.ts';

/** v3-4, /addedService/myOrder: the tenant's orders by status, number and time; exportable. */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const { state, filter, paging } = useListState({ status: '', keyword: '', from: '', to: '' });
  const input = {
    ...pageInput(paging),
    ...rangeInstants({ from: state.from, to: state.to }),
    status: (state.status || undefined) as OrderStatus | undefined,
    keyword: state.keyword || undefined,
  };
  const list = useOrderList(input);
  const columns: ListColumn<OrderSummary>[] = [
    col.text<OrderSummary>('orderNo', t('orders.list.orderNo'), {
      render: (_: unknown, o: OrderSummary) => (
        <Link to={orderPath(o.id)} data-testid="order-link">
          {o.orderNo}
        </Link>
      ),
    }),
    col.text<OrderSummary>('title', t('orders.list.product'), {
      render: (_: unknown, o: OrderSummary) =>
        o.lineCount > 1
          ? t('orders.list.more', { name: o.title, count: o.lineCount - 1 })
          : o.title,
    }),
    col.money<OrderSummary>('totalFen', t('orders.list.total'), {
      render: (fen: number) => formatFen(fen),
    }),
    col.words<OrderSummary>(
      'status',
      t('orders.list.status'),
      Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(`orders.status.${s}`)])),
      { render: (s: OrderStatus) => <OrderStatusTag type={s} /> },
    ),
    col.dateTime<OrderSummary>('createdAt', t('orders.list.createdAt')),
  ];
  return (
    <ListScreen<OrderSummary>
      title={t('orders.list.title')}
      subtitle={t('orders.list.subtitle')}
      columns={columns}
      query={list}
      paging={paging}
      empty={t('orders.list.empty')}
      tableTestId="order-table"
      exportOf={{ list: calls.orderList, input }}
      filters={
        <>
          <RangeFilter value={{ from: state.from, to: state.to }} onChange={(r) => filter(r)} />
          <SelectFilter
            value={state.status}
            placeholder={t('orders.list.status')}
            options={codeOptions(t, 'orders.status', ORDER_STATUSES)}
            onChange={(v) => filter({ status: v ?? '' })}
            testId="order-status-filter"
          />
          <SearchFilter
            value={state.keyword}
            placeholder={t('orders.list.keyword')}
            onSearch={(v) => filter({ keyword: v })}
          />
        </>
      }
    />
  );
}
