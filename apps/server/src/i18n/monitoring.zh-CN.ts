import type { monitoringEnUS } from './monitoring.en-US.ts';

export const monitoringZhCN: Record<keyof typeof monitoringEnUS, string> = {
  'monitor.viewNotFound': '业务视图不存在',
  'monitor.groupNotFound': '分组不存在',
  'monitor.resourceNotFound': 'resourceIds：并非都是本组织的资源',
  'monitor.resourceCloud': 'resourceIds：该视图只展示 {cloud} 的资源',
  'monitor.viewCloudInUse': 'cloudCode：视图的分组中有 {clouds} 的资源，请先移出或选择全部云',
};
