export * from './identity.ts';
export * from './messages.ts';
