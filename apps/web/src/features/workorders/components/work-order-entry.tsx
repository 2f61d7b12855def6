import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderBadgeLink } from '../../../components/header-badge-link.tsx';
import { useWorkOrderUnread } from '../api/use-workorders.ts';

export const WORK_ORDERS_PATH = '/userCenter/workOrderCenter/index';

/** The top bar's work-order entry, with the replies not read yet (capped like messages). */
export function WorkOrderEntry({ color }: { color: string }) {
  const { t } = useTranslation();
  const unread = useWorkOrderUnread();
  return (
    <HeaderBadgeLink
      path={WORK_ORDERS_PATH}
      color={color}
      count={unread.data ?? 0}
      icon={<ToolOutlined />}
      label={t('shell.workOrders')}
      testId="header-work-orders"
      badgeTestId="work-order-unread-badge"
    />
  );
}
