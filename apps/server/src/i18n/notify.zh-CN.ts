import type { notifyEnUS } from './notify.en-US.ts';

export const notifyZhCN: Record<keyof typeof notifyEnUS, string> = {
  'notify.contactNotFound': 'contactIds：并非都是本组织的联系人',
  'notify.groupNotFound': 'groupIds：并非都是本组织的联系人组',
  'notify.channelNotFound': 'channelIds：并非都是本组织的通知渠道',
  'notify.deliveryNotFound': '通知不存在',
  'notify.notFailed': '只有发送失败的通知可以立即重试（该通知正在排队或已发送）',
  'notify.secretRequired': 'secret：Webhook 需要签名，请填写不少于 16 个字符的密钥',
  'notify.privateTarget': 'url：{host} 是私有、回环或链路本地地址，平台不向其发送',
  'notify.unresolvable': 'url：无法解析主机 {host}',
  'notify.ruleRequired': 'subjectId：请指定告警规则',
  'msg.notifyTest.title': 'eCloud 测试通知',
  'msg.notifyTest.content': '这是发给{name}的测试通知，由 {sender} 发送。告警将以同样方式送达。',
  'msg.syncFailed.title': '同步失败：{account}',
  'msg.syncFailed.content': '云账号 {account} 同步失败：{error}',
  'msg.quotaHigh.title': '配额{level}：{account}（{region}）的{item}',
  'msg.quotaHigh.content':
    '{account} 在 {region} 已使用 {used}/{limit} 个{item}配额（{percent}%；上限{source}），请在用尽前申请提升配额。',
  'msg.quotaRecovered.title': '配额恢复正常：{account}（{region}）的{item}',
  'msg.quotaRecovered.content':
    '{account} 在 {region} 现已使用 {used}/{limit} 个{item}配额（{percent}%；上限{source}）。',
  'quota.level.ok': '正常',
  'quota.level.warning': '告警',
  'quota.level.critical': '严重',
  'quota.source.provider': '读自云厂商',
  'quota.source.request': '取自最近一次配额申请',
};
