import { useTranslation } from 'react-i18next';
import { NoticesList } from '../components/notices-list.tsx';
import { WarningTabs } from '../components/warning-tabs.tsx';

/** warningMessage: every notice sent, to whom, through which channel, delivered or failed. */
export default function WarningMessagePage() {
  const { t } = useTranslation();
  return (
    <>
      <WarningTabs />
      <NoticesList title={t('notify.messages.title')} subtitle={t('notify.messages.subtitle')} />
    </>
  );
}
