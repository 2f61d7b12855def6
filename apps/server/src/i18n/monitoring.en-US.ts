/** Cloud monitoring's server messages (spread into en-US.ts; monitoring.zh-CN.ts holds the same keys). */
export const monitoringEnUS = {
  'monitor.viewNotFound': 'No such business view',
  'monitor.groupNotFound': 'No such group',
  'monitor.resourceNotFound': 'resourceIds: not all of them are resources of your organisation',
  'monitor.resourceCloud': 'resourceIds: this view shows only resources of {cloud}',
  'monitor.viewCloudInUse':
    'cloudCode: the view’s groups hold resources of {clouds}; take them out first or choose all clouds',
  'monitor.late.noAdapter': 'Metrics of {provider} accounts are not read yet (no metric adapter)',
  'monitor.late.budget':
    'Throttled by our own budget: {needed} calls are needed a minute, {budget} are allowed (half the provider’s limit)',
  'monitor.late.provider': 'The provider’s monitoring service failed: {message}',
  'monitor.late.disabled': 'The account is disabled',
  'monitor.late.noPoints': 'No metric points arrived in the last polls',
  'monitor.late.notYet': 'Not polled yet',
} as const;
