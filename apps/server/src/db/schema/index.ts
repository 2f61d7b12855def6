export * from './identity.ts';
export * from './messages.ts';
export * from './billing.ts';
