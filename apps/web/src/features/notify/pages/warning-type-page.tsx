import { Result } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WARNING_TYPES, type WarningType } from '@ecloud/contract';
import { AlarmEventsScreen } from '../../alarms/index.ts';
import { NoticesList } from '../components/notices-list.tsx';
import { WarningTabs } from '../components/warning-tabs.tsx';

/**
 * warning/{warningType}: resource alarms are the alarm events; budget alerts, sync failures and
 * quota warnings are the notices sent about them (the message each change of level sent).
 */
export default function WarningTypePage() {
  const { t } = useTranslation();
  const { warningType = '' } = useParams();
  const known = (WARNING_TYPES as readonly string[]).includes(warningType);
  const type = warningType as WarningType;
  const name = known ? t(`notify.warningType.${type}`) : '';
  return (
    <>
      <WarningTabs />
      {!known ? (
        <Result status="404" title={t('notify.type.unknown')} />
      ) : type === 'resource' ? (
        <AlarmEventsScreen />
      ) : (
        <NoticesList
          key={type}
          warningType={type}
          title={t('notify.type.title', { type: name })}
          subtitle={t('notify.type.subtitle', { type: name })}
        />
      )}
    </>
  );
}
