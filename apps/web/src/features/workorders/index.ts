export { WorkOrderEntry, WORK_ORDERS_PATH } from './components/work-order-entry.tsx';
