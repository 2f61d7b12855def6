import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  CloudServerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  HomeOutlined,
  KeyOutlined,
  MonitorOutlined,
  PieChartOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The menus name their icons (spec section 3's `icons`); this is where the names become pictures. */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  'account-book': AccountBookOutlined,
  tool: ToolOutlined,
  bell: BellOutlined,
  team: TeamOutlined,
  dashboard: DashboardOutlined,
  'cloud-server': CloudServerOutlined,
  key: KeyOutlined,
  monitor: MonitorOutlined,
  'pie-chart': PieChartOutlined,
  'customer-service': CustomerServiceOutlined,
  shop: ShopOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name];
  return Icon ? <Icon /> : null;
}
