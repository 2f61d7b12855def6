import { CONSOLE_BASE_PATH } from '@ecloud/contract';

export type CostCentrePage =
  | 'index'
  | 'bankManagement'
  | 'cloudTicket'
  | 'recharge'
  | 'rechargeRecord'
  | 'cosumeDetail'
  | 'returnManagement'
  | 'cashWithdrawal'
  | 'cashWithdrawalRecord'
  | 'appropriate'
  | 'appropriateRecord'
  | 'invoice'
  | 'askforInvoice'
  | 'refundManagemen'
  | 'refundOperateion';

/** A cost-centre screen's address in the console (spec section 2 spells them so). */
export const ccPath = (page: CostCentrePage): string =>
  `${CONSOLE_BASE_PATH}/userCenter/costCenter/${page}`;

/** The reviewing side's screen (ours: the spec has no route for it). */
export const REVIEW_PATH = '/userCenter/costCenter/review';
export const PUBLIC_ACCOUNTS_PATH = '/userCenter/publicAccountManagement/index';
export const AGENT_PATH = '/userCenter/agentManage';
export const consolePath = (path: string): string => `${CONSOLE_BASE_PATH}${path}`;
