import type { TFunction } from 'i18next';
import { ALARM_EVENT_KINDS, ALARM_LEVELS, METRIC_NAMES, type AlarmEvent } from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';

export interface EventActions {
  acknowledge(e: AlarmEvent): void;
  muteResource(e: AlarmEvent): void;
}

const minutes = (s: number) => Math.round(s / 60);

/** The warning centre's rows: what happened, to what, how bad, since when, and what to do. */
export function eventColumns(t: TFunction, a: EventActions): ListColumn<AlarmEvent>[] {
  return [
    col.dateTime('at', t('alarms.event.at'), { width: 170 }),
    col.words(
      'kind',
      t('alarms.event.kind'),
      wordsFor(ALARM_EVENT_KINDS, (k) => t(`alarms.kind.${k}`)),
      { width: 110 },
    ),
    col.words(
      'level',
      t('alarms.event.level'),
      wordsFor(ALARM_LEVELS, (l) => t(`alarms.level.${l}`)),
      { width: 90 },
    ),
    col.text('resourceName', t('alarms.event.resource'), { width: 180 }),
    col.text('ruleName', t('alarms.event.rule'), { width: 160 }),
    col.words(
      'metric',
      t('alarms.event.metric'),
      wordsFor(METRIC_NAMES, (m) => t(`monitoring.metric.${m}`)),
      { width: 170 },
    ),
    col.number('value', t('alarms.event.value'), { width: 90 }),
    col.number('threshold', t('alarms.event.threshold'), { width: 90 }),
    col.dateTime('startedAt', t('alarms.event.startedAt'), { width: 170 }),
    col.text('duration', t('alarms.event.duration'), {
      width: 110,
      render: (s: number) => t('alarms.event.minutes', { count: minutes(s) }),
    }),
    col.text('active', t('alarms.event.state'), {
      width: 120,
      render: (_: unknown, e) =>
        e.active
          ? e.acknowledged
            ? t('alarms.state.acknowledged')
            : t('alarms.state.firing')
          : t('alarms.state.over'),
    }),
    col.actions<AlarmEvent>(t('common.actions'), 270, (e) => [
      e.active &&
        !e.acknowledged && {
          label: t('alarms.acknowledge'),
          onClick: () => a.acknowledge(e),
          testId: 'alarm-ack',
        },
      { label: t('alarms.muteHour'), onClick: () => a.muteResource(e), testId: 'alarm-mute' },
    ]),
  ];
}
