import type { alarmsEnUS } from './alarms.en-US.ts';

export const alarmsZhCN: Record<keyof typeof alarmsEnUS, string> = {
  'alarm.ruleNotFound': '告警规则不存在',
  'alarm.targetNotFound': '{field}：不是本组织的资源、分组、视图或云账号',
  'alarm.eventNotFound': '告警事件不存在',
  'alarm.muteTarget': '{field}：不是本组织的规则或资源',
  'alarm.muteUntil': 'until：屏蔽结束时间须晚于现在，且不超过 30 天',
  // Report values (the warning centre's words on the web).
  'alarm.level.critical': '严重',
  'alarm.level.warning': '警告',
  'alarm.level.info': '提示',
  'alarm.kind.firing': '触发',
  'alarm.kind.recovered': '恢复',
  'alarm.kind.acknowledged': '已确认',
  'alarm.kind.silenced': '已屏蔽',
  'alarm.minutes': '{n} 分钟',
  'msg.alarmRecovered.title': '已恢复：{resource} 的 {metric}',
  'msg.alarmRecovered.content': '{resource} 的 {metric} 已恢复为 {value}（规则 {rule}）。',
  'term.metric.diskRead': '磁盘读',
  'term.metric.diskWrite': '磁盘写',
  'term.metric.netIn': '入流量',
  'term.metric.netOut': '出流量',
  'term.metric.connections': '连接数',
  'term.metric.bandwidthIn': '入带宽',
};
