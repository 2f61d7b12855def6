import type { budgetsEnUS } from './budgets.en-US.ts';

export const budgetsZhCN: Record<keyof typeof budgetsEnUS, string> = {
  'costView.notFound': '没有这个已保存的视图',
  'costView.tooMany': '最多可保存 {max} 个视图，请先删除一个',
  'budget.notFound': '预算不存在',
  'budget.accountNotFound': 'scope.accountIds：其中有不属于本组织的云账号',
  'msg.budgetActual.title': '预算“{name}”已达到 {threshold}',
  'msg.budgetActual.content':
    '{period} 的支出为 {value}，预算 {amount}，已达到 {threshold} 的阈值。',
  'msg.budgetForecast.title': '预算“{name}”预计将达到 {threshold}',
  'msg.budgetForecast.content':
    '{period} 的支出预计为 {value}，预算 {amount}，超过 {threshold} 的阈值。',
  'msg.budgetJump.title': '预算“{name}”的支出单日上涨超过 {threshold}',
  'msg.budgetJump.content':
    '最近一个完整日的费用为 {value}，比前一日上涨超过 {threshold}（{period} 预算 {amount}）。',
};
