import { AlarmEventsScreen } from '../../alarms/index.ts';
import { WarningTabs } from '../components/warning-tabs.tsx';

/** The warning centre: the tenant's alarm events, the same list as alarm management's. */
export default function WarningIndexPage() {
  return (
    <>
      <WarningTabs />
      <AlarmEventsScreen />
    </>
  );
}
