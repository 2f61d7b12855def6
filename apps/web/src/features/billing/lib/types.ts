import type { z } from 'zod';
import type {
  agentCustomerSchema,
  appropriationSchema,
  bankAccountSchema,
  contractSchema,
  invoiceSchema,
  invoiceTitleSchema,
  ledgerEntrySchema,
  publicAccountSchema,
  rebateSchema,
  refundSchema,
  reviewItemSchema,
  subAccountSchema,
  voucherSchema,
  withdrawalSchema,
} from '@ecloud/contract';

/** The rows the cost-centre screens show, as the contract defines them. */
export type { Consumption, Recharge } from '@ecloud/contract';
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type PublicAccount = z.infer<typeof publicAccountSchema>;
export type SubAccount = z.infer<typeof subAccountSchema>;
export type Appropriation = z.infer<typeof appropriationSchema>;
export type Voucher = z.infer<typeof voucherSchema>;
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type Refund = z.infer<typeof refundSchema>;
export type Rebate = z.infer<typeof rebateSchema>;
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;
export type AgentCustomer = z.infer<typeof agentCustomerSchema>;
export type Contract = z.infer<typeof contractSchema>;
export type ReviewItem = z.infer<typeof reviewItemSchema>;
