/**
 * The cost centre's schemas, one file per sub-domain (the same sub-domains as the server's
 * billing routes); this file keeps the names the rest of the code imports.
 */
export {
  fen,
  fenInput,
  idInput,
  idempotencyKey,
  moneyResultOutput,
  reviewInput,
} from './fields.ts';
export * from './overview.schemas.ts';
export * from './recharge.schemas.ts';
export * from './appropriation.schemas.ts';
export * from './voucher.schemas.ts';
export * from './invoice.schemas.ts';
export * from './refund.schemas.ts';
export * from './channel.schemas.ts';
export * from './contract.schemas.ts';
export * from './review.schemas.ts';
