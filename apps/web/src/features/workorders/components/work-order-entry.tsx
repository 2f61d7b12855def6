import { Badge } from 'antd';
import { Link } from 'react-router';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BADGE_CAP, CONSOLE_BASE_PATH } from '@ecloud/contract';
import { useWorkOrderUnread } from '../api/use-workorders.ts';

export const WORK_ORDERS_PATH = '/userCenter/workOrderCenter/index';

/** The top bar's work-order entry, with the replies not read yet (capped like messages). */
export function WorkOrderEntry({ color }: { color: string }) {
  const { t } = useTranslation();
  const unread = useWorkOrderUnread();
  return (
    <Link
      to={`${CONSOLE_BASE_PATH}${WORK_ORDERS_PATH}`}
      style={{ color }}
      data-testid="header-work-orders"
    >
      <Badge
        count={unread.data ?? 0}
        overflowCount={BADGE_CAP}
        size="small"
        offset={[8, 0]}
        data-testid="work-order-unread-badge"
      >
        <span style={{ color }}>
          <ToolOutlined /> {t('shell.workOrders')}
        </span>
      </Badge>
    </Link>
  );
}
