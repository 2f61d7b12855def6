export * from './identity.ts';
export * from './messages.ts';
export * from './cloud.ts';
export * from './resources.ts';
export * from './billing.ts';
export * from './billing-channel.ts';
export * from './jobs.ts';
export * from './workorders.ts';
