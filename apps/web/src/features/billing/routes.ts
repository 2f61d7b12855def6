import { AUDIT_CODES, BILLING_CODES } from '@ecloud/contract';
import type { PageDef } from '../../lib/page-def.ts';

/** The cost centre's screens (issue #4). Off-menu ones name the code that opens them. */
const cc = (page: string) => `/userCenter/costCenter/${page}`;
export const pages: readonly PageDef[] = [
  { path: cc('index'), load: () => import('./pages/overview-page.tsx') },
  {
    path: cc('cosumeDetail'),
    load: () => import('./pages/consume-detail-page.tsx'),
  },
  { path: cc('recharge'), load: () => import('./pages/recharge-page.tsx') },
  {
    path: cc('rechargeRecord'),
    load: () => import('./pages/recharge-record-page.tsx'),
  },
  { path: cc('appropriate'), load: () => import('./pages/appropriate-page.tsx') },
  {
    path: cc('appropriateRecord'),
    load: () => import('./pages/appropriate-record-page.tsx'),
  },
  {
    path: cc('cloudTicket'),
    load: () => import('./pages/cloud-ticket-page.tsx'),
  },
  {
    path: cc('askforInvoice'),
    load: () => import('./pages/ask-invoice-page.tsx'),
  },
  { path: cc('invoice'), load: () => import('./pages/invoice-page.tsx') },
  {
    path: cc('refundOperateion'),
    load: () => import('./pages/refund-operation-page.tsx'),
  },
  {
    path: cc('refundManagemen'),
    load: () => import('./pages/refund-record-page.tsx'),
  },
  {
    path: cc('returnManagement'),
    load: () => import('./pages/return-management-page.tsx'),
  },
  {
    path: cc('cashWithdrawal'),
    load: () => import('./pages/cash-withdrawal-page.tsx'),
    access: { code: BILLING_CODES.returnManagement },
  },
  {
    path: cc('cashWithdrawalRecord'),
    load: () => import('./pages/cash-withdrawal-record-page.tsx'),
  },
  {
    path: cc('bankManagement'),
    load: () => import('./pages/bank-management-page.tsx'),
  },
  {
    path: '/userCenter/agentManage',
    load: () => import('./pages/agent-manage-page.tsx'),
    access: { code: BILLING_CODES.returnManagement },
  },
  {
    path: '/userCenter/publicAccountManagement/index',
    load: () => import('./pages/public-account-page.tsx'),
    access: { code: AUDIT_CODES.publicAccounts },
  },
  {
    // Ours: the spec has no route for the platform's reviewing side.
    path: cc('review'),
    load: () => import('./pages/review-page.tsx'),
    access: { code: AUDIT_CODES.queue },
    forbidden: 'billing.review.forbidden',
  },
];
