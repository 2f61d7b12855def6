import { calls, ALARM_EVENT_KINDS, ALARM_LEVELS, type AlarmEvent } from '@ecloud/contract';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListScreen, SelectFilter, useListState } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { RangeFilter, rangeInstants } from '../../billing/index.ts';
import { useAcknowledge, useEventList, useMute } from '../api/use-alarms.ts';
import { eventColumns } from '../components/event-columns.tsx';
import { warningHref, warningPath } from '../../notify/index.ts';

const HOUR = 3_600_000;
/** A mute always ends: the centre's quick mute lasts an hour. */
const anHourOn = () => new Date(Date.now() + HOUR).toISOString();

/** The warning centre (v10-2): every alarm event, filtered; acknowledge, mute for an hour. */
export default function WarningCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Inside the warning centre its tabs lead on; on alarm management these buttons do.
  const inCentre = useLocation().pathname.includes('/warningCenter/');
  const { state, filter, paging } = useListState({
    kind: '',
    level: '',
    active: '',
    from: '',
    to: '',
  });
  const input = {
    ...rangeInstants({ from: state.from, to: state.to }),
    kind: (state.kind || undefined) as AlarmEvent['kind'] | undefined,
    level: (state.level || undefined) as NonNullable<AlarmEvent['level']> | undefined,
    active: state.active ? state.active === 'true' : undefined,
  };
  const list = useEventList({ ...input, page: paging.page, pageSize: paging.pageSize });
  const ack = useAcknowledge();
  const mute = useMute();
  const columns = eventColumns(t, {
    acknowledge: (e) =>
      void ack.mutateAsync([e.id]).then(() => toast.success(t('alarms.acknowledged'))),
    muteResource: (e) =>
      void mute
        .mutateAsync({ resourceId: e.resourceId, until: anHourOn() })
        .then(() => toast.success(t('alarms.muted', { name: e.resourceName }))),
  });
  return (
    <ListScreen<AlarmEvent>
      title={t('alarms.centre.title')}
      subtitle={t('alarms.centre.subtitle')}
      extra={
        !inCentre && (
          <>
            <Button onClick={() => void navigate(warningHref(warningPath.messages()))}>
              {t('notify.tabs.messages')}
            </Button>
            <Button
              onClick={() => void navigate(warningHref(warningPath.contacts()))}
              data-testid="to-contacts"
            >
              {t('notify.tabs.contacts')}
            </Button>
          </>
        )
      }
      columns={columns}
      query={list}
      paging={paging}
      empty={t('alarms.centre.empty')}
      exportOf={{ list: calls.alarmEventList, input }}
      filters={
        <>
          <RangeFilter value={{ from: state.from, to: state.to }} onChange={(r) => filter(r)} />
          <SelectFilter
            placeholder={t('alarms.event.kind')}
            value={state.kind}
            options={codeOptions(t, 'alarms.kind', ALARM_EVENT_KINDS)}
            onChange={(kind) => filter({ kind })}
          />
          <SelectFilter
            placeholder={t('alarms.event.level')}
            value={state.level}
            options={codeOptions(t, 'alarms.level', ALARM_LEVELS)}
            onChange={(level) => filter({ level })}
          />
          <SelectFilter
            placeholder={t('alarms.event.state')}
            value={state.active}
            options={[
              { value: 'true', label: t('alarms.state.firing') },
              { value: 'false', label: t('alarms.state.over') },
            ]}
            onChange={(active) => filter({ active })}
          />
        </>
      }
    />
  );
}
