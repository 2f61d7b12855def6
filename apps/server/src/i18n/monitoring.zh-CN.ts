import type { monitoringEnUS } from './monitoring.en-US.ts';

export const monitoringZhCN: Record<keyof typeof monitoringEnUS, string> = {
  'monitor.viewNotFound': '业务视图不存在',
  'monitor.groupNotFound': '分组不存在',
  'monitor.resourceNotFound': 'resourceIds：并非都是本组织的资源',
  'monitor.resourceCloud': 'resourceIds：该视图只展示 {cloud} 的资源',
  'monitor.viewCloudInUse': 'cloudCode：视图的分组中有 {clouds} 的资源，请先移出或选择全部云',
  'monitor.late.noAdapter': '暂不读取 {provider} 账号的监控数据（无监控适配器）',
  'monitor.late.budget':
    '受自身调用预算限制：每分钟需 {needed} 次调用，允许 {budget} 次（云厂商限额的一半）',
  'monitor.late.provider': '云厂商监控服务出错：{message}',
  'monitor.late.disabled': '账号已停用',
  'monitor.late.noPoints': '最近几次采集没有收到监控数据',
  'monitor.late.notYet': '尚未采集',
};
