import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WARNING_TYPES } from '@ecloud/contract';
import { warningHref, warningPath } from '../lib/paths.ts';

/** The warning centre's screens side by side, so each is one click from the others. */
export function WarningTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = [
    { key: warningPath.index(), label: t('notify.tabs.events') },
    ...WARNING_TYPES.map((w) => ({ key: warningPath.byType(w), label: t(`notify.tabs.${w}`) })),
    { key: warningPath.messages(), label: t('notify.tabs.messages') },
    { key: warningPath.contacts(), label: t('notify.tabs.contacts') },
  ];
  const active = items.find((i) => pathname.endsWith(i.key))?.key;
  return (
    <Tabs
      activeKey={active}
      items={items}
      onChange={(key) => void navigate(warningHref(key))}
      style={{ marginBottom: 8 }}
      data-testid="warning-tabs"
    />
  );
}
