import { Link, useNavigate } from 'react-router';
import { Badge, Button, Dropdown, Layout, Space, Tooltip } from 'antd';
import {
  BellOutlined,
  DownOutlined,
  ExportOutlined,
  LogoutOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BADGE_CAP,
  CONSOLE_BASE_PATH,
  canLoadCartCount,
  HOME_PATH,
  LOGIN_FLAG,
  MY_ACCOUNT_PATH,
  PORTAL_LOGOUT_PATH,
  type LoginFlag,
} from '@ecloud/contract';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { headerEntries } from '../../../lib/console-rules.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { useUnreadCount } from '../../../features/messages/index.ts';
import { WORK_ORDERS_PATH, WorkOrderEntry } from '../../../features/workorders/index.ts';
import { CART_PATH, CartEntry } from '../../../features/orders/index.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { hasPage } from '../../pages.ts';

const MESSAGES_PATH = '/userCenter/messageCenter/index';

function UnreadBell({ light }: { light: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <Tooltip title={t('shell.messages')}>
      <Link
        to={`${CONSOLE_BASE_PATH}${MESSAGES_PATH}`}
        data-testid="header-messages"
        aria-label={t('shell.messages')}
        // Room for the count that stands off the bell's corner, so it stays clear of the next entry.
        style={{ display: 'inline-block', paddingRight: 14 }}
      >
        <Badge
          count={unread.data ?? 0}
          overflowCount={BADGE_CAP}
          size="small"
          // Off the bell's corner so that "99+" leaves the bell in sight.
          offset={[10, 2]}
          data-testid="unread-badge"
        >
          <BellOutlined style={{ fontSize: 18, color: light ? '#333' : '#fff' }} />
        </Badge>
      </Link>
    </Tooltip>
  );
}

/** The top bar of spec section 2. Maintenance users see only their name and log out. */
export function TopBar({ loginFlag, light }: { loginFlag: LoginFlag; light: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const config = usePortalConfig();
  const operator = loginFlag === LOGIN_FLAG.console;
  const entries = user ? headerEntries(user) : { workOrders: false, messages: false };
  const fg = light ? 'rgba(0,0,0,0.88)' : '#fff';
  const logout = () => navigate(PORTAL_LOGOUT_PATH);

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 20px',
        height: 56,
        lineHeight: '56px',
        background: light ? '#fff' : '#001529',
        borderBottom: light ? '1px solid #f0f0f0' : undefined,
      }}
      data-testid="top-bar"
    >
      <Link
        to={`${CONSOLE_BASE_PATH}${HOME_PATH}`}
        style={{ display: 'flex', alignItems: 'center', gap: 10, color: fg }}
      >
        <img src={`${CONSOLE_BASE_PATH}/favicon.svg`} alt="" width={28} height={28} />
        <strong style={{ fontSize: 17 }}>eCloud</strong>
        <span style={{ opacity: 0.75 }} data-testid="console-name">
          {operator ? t('shell.operatorConsole') : t('shell.maintenanceConsole')}
        </span>
      </Link>
      <div style={{ flex: 1 }} />
      <Space size={24} align="center">
        {operator && (
          <>
            <Link to={`${CONSOLE_BASE_PATH}${HOME_PATH}`} style={{ color: fg }}>
              {t('shell.consoleHome')}
            </Link>
            {config.data?.businessViewUrl && (
              <a
                href={config.data.businessViewUrl}
                target="_blank"
                rel="noreferrer"
                style={{ color: fg }}
                data-testid="business-view-link"
              >
                {t('shell.businessView')} <ExportOutlined />
              </a>
            )}
            {canLoadCartCount(user?.authCodes) && hasPage(CART_PATH) && <CartEntry color={fg} />}
            {entries.workOrders && hasPage(WORK_ORDERS_PATH) && <WorkOrderEntry color={fg} />}
            {entries.messages && <UnreadBell light={light} />}
          </>
        )}
        <LanguageSwitch dark={!light} />
        {operator ? (
          <Dropdown
            menu={{
              items: [
                { key: 'password', icon: <LockOutlined />, label: t('shell.changePassword') },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
              ],
              onClick: ({ key }) =>
                key === 'logout' ? logout() : navigate(`${CONSOLE_BASE_PATH}${MY_ACCOUNT_PATH}`),
            }}
          >
            <Button type="text" style={{ color: fg }} data-testid="user-menu">
              <UserOutlined /> {user?.name} <DownOutlined />
            </Button>
          </Dropdown>
        ) : (
          <Space>
            <span style={{ color: fg }} data-testid="user-name">
              <UserOutlined /> {user?.name}
            </span>
            <Button type="link" icon={<LogoutOutlined />} onClick={logout} data-testid="logout">
              {t('shell.logout')}
            </Button>
          </Space>
        )}
      </Space>
    </Layout.Header>
  );
}
