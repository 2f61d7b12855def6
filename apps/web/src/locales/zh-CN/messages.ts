import type { messages as en } from '../en-US/messages.ts';
import type { Shape } from '../shape.ts';

export const messages: Shape<typeof en> = {
  messages: {
    title: '消息中心',
    unreadSummary_one: '{{count}} 条未读消息',
    unreadSummary_other: '{{count}} 条未读消息',
    unread: '未读',
    empty: '暂无消息',
    open: '前往查看',
    markRead: '标为已读',
    markSelectedRead: '所选标为已读',
    markAllRead: '全部标为已读',
    markedAll_one: '已将 {{count}} 条消息标为已读',
    markedAll_other: '已将 {{count}} 条消息标为已读',
    deleteSelected: '删除所选',
    deleted_one: '已删除 {{count}} 条消息',
    deleted_other: '已删除 {{count}} 条消息',
    confirmDeleteOne: '删除这条消息？',
    confirmDelete_one: '删除所选消息？',
    confirmDelete_other: '删除所选的 {{count}} 条消息？',
    column: { title: '标题', type: '类型', time: '接收时间', content: '内容', state: '状态' },
    filter: { all: '全部', unread: '未读', read: '已读', type: '全部类型', keyword: '搜索消息' },
    type: {
      system: '系统',
      billing: '账务',
      resource: '资源',
      alarm: '告警',
      order: '订单',
      workOrder: '工单',
      security: '安全',
    },
  },
};
