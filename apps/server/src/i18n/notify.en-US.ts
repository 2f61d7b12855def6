/** Notification channels' server messages (notify.zh-CN.ts holds the same keys). */
export const notifyEnUS = {
  'notify.contactNotFound': 'contactIds: not all of them are contacts of your organisation',
  'notify.groupNotFound': 'groupIds: not all of them are contact groups of your organisation',
  'notify.channelNotFound': 'channelIds: not all of them are channels of your organisation',
  'notify.deliveryNotFound': 'No such notice',
  'notify.notFailed': 'Only a failed notice can be retried now (this one is queued or sent)',
  'notify.secretRequired': 'secret: a webhook is signed, give it a secret of 16 characters or more',
  'notify.privateTarget':
    'url: {host} is a private, loopback or link-local address; the platform does not send there',
  'notify.unresolvable': 'url: the host {host} cannot be resolved',
  'notify.ruleRequired': 'subjectId: name the alarm rule',
  'msg.notifyTest.title': 'Test notice from eCloud',
  'msg.notifyTest.content':
    'This is a test notice for {name}, sent by {sender}. Alarms will arrive the same way.',
  'msg.syncFailed.title': 'Sync failing: {account}',
  'msg.syncFailed.content': 'The cloud account {account} could not be synchronised: {error}',
  'msg.quotaHigh.title': 'Quota {level}: {item} of {account} ({region})',
  'msg.quotaHigh.content':
    '{account} uses {used} of its {limit} {item} in {region} ({percent}%; limit {source}). Ask for more quota before it runs out.',
  'msg.quotaRecovered.title': 'Quota back to normal: {item} of {account} ({region})',
  'msg.quotaRecovered.content':
    '{account} now uses {used} of its {limit} {item} in {region} ({percent}%; limit {source}).',
  'quota.level.ok': 'normal',
  'quota.level.warning': 'warning',
  'quota.level.critical': 'critical',
  'quota.source.provider': 'read from the provider',
  'quota.source.request': 'as stated in the newest quota request',
};
