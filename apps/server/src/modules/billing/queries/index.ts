/** Every read of the cost centre, one file per screen family; routes use them as `q.*`. */
export * from './balances.ts';
export * from './consumption.ts';
export * from './recharges.ts';
export * from './appropriation.ts';
export * from './vouchers.ts';
export * from './invoices.ts';
export * from './refunds.ts';
export * from './rebates.ts';
export * from './customers.ts';
export * from './review-queue.ts';
export { likeOf } from './shared.ts';
