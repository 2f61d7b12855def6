/** Renewals' server messages (spread into en-US.ts). */
export const renewalsEnUS = {
  'renew.termNotOffered': 'months: a renewal of {months} months is not offered ({terms} months)',
  'renew.resourceNotFound': 'ids: a resource is not one of your subscription resources',
  'renew.consumption': 'Resource renewal order',
  'renew.unsupported':
    'This cloud has no renewal through its API (or it is not connected); renew it in the provider’s console',
  'renew.autoUnsupported':
    'This cloud’s auto-renew cannot be set through its API; set it in the provider’s console',
  'renew.autoNotApplied':
    'The cloud took the change but still reports auto-renew as it was; check it in the provider’s console',
  'renew.unconfirmed':
    'The renewal was sent to the cloud but its outcome cannot be read back; check it in the provider’s console',
  'renew.resourceGone': 'The resource no longer exists in the inventory',
  'renew.settlersOnly': 'Only the platform’s renewal operators may settle renewals',
  'renew.itemNotFound': 'itemId: no such renewal',
  'renew.notWaiting': 'itemId: this renewal was already settled the other way',
  'renew.expiryNotLater':
    'expiresAt: the cloud does not answer a new expiry, and the one given is not after the expiry before the renewal ({before})',
  'renew.settledRenewed': 'Settled as renewed by the platform after a manual check with the cloud',
  'renew.settledFailed': 'Settled as not renewed by the platform after a manual check; refunded',
  'renew.orderTitle': 'Resource renewal',
  'renew.lineName': 'Renewal of {name}',
  'renew.shown.resource': 'Resource',
  'renew.shown.spec': 'Specification',
  'renew.part.base': 'Base price',
  'renew.part.cpu': '{qty} vCPU',
  'renew.part.memory': '{qty} GB memory',
  'renew.part.storage': '{qty} GB storage',
  'renew.part.bandwidth': '{qty} Mbit/s bandwidth',
};
