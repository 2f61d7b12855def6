/** Alarm rules' and the warning centre's server messages (alarms.zh-CN.ts holds the same keys). */
export const alarmsEnUS = {
  'alarm.ruleNotFound': 'No such alarm rule',
  'alarm.targetNotFound': '{field}: not a resource, group, view or account of your organisation',
  'alarm.eventNotFound': 'No such alarm event',
  'alarm.muteTarget': '{field}: not a rule or resource of your organisation',
  'alarm.muteUntil': 'until: a mute ends in the future, at most 30 days from now',
  'msg.alarmRecovered.title': 'Recovered: {metric} on {resource}',
  'msg.alarmRecovered.content': '{metric} on {resource} is back to {value} (rule {rule}).',
  'term.metric.diskRead': 'Disk reads',
  'term.metric.diskWrite': 'Disk writes',
  'term.metric.netIn': 'Inbound traffic',
  'term.metric.netOut': 'Outbound traffic',
  'term.metric.connections': 'Connections',
  'term.metric.bandwidthIn': 'Inbound bandwidth',
};
