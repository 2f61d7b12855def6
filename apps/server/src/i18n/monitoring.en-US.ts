/** Cloud monitoring's server messages (spread into en-US.ts; monitoring.zh-CN.ts holds the same keys). */
export const monitoringEnUS = {
  'monitor.viewNotFound': 'No such business view',
  'monitor.groupNotFound': 'No such group',
  'monitor.resourceNotFound': 'resourceIds: not all of them are resources of your organisation',
  'monitor.resourceCloud': 'resourceIds: this view shows only resources of {cloud}',
  'monitor.viewCloudInUse':
    'cloudCode: the view’s groups hold resources of {clouds}; take them out first or choose all clouds',
} as const;
