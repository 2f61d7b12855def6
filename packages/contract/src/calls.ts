import type { CallDef } from './call.ts';
import { identityCalls } from './identity/calls.ts';
import { messageCalls } from './messages/calls.ts';
import { plannedCalls } from './planned-calls.ts';
import { exportCalls } from './export/calls.ts';
import { cloudCalls } from './cloud/calls.ts';
import { resourceCalls } from './resources/calls.ts';
import { billingCalls } from './billing/calls.ts';
import { workOrderCalls } from './workorders/calls.ts';
import { enterpriseServiceCalls } from './enterprise-services/calls.ts';
import { newsCalls } from './news/calls.ts';
import { reportCalls } from './reports/calls.ts';
import { orderCalls } from './orders/calls.ts';
import { monitoringCalls } from './monitoring/calls.ts';
import { alarmCalls } from './monitoring/alarm-calls.ts';
import { costCalls } from './costs/calls.ts';
import { renewalCalls } from './orders/renewals.ts';
import { notifyCalls } from './notify/calls.ts';
import { catalogueCalls } from './orders/catalogue.ts';

/** The call table: one entry per API call. Server routes and web hooks are built from it. */
export const calls = {
  ...identityCalls,
  ...messageCalls,
  ...exportCalls,
  ...cloudCalls,
  ...resourceCalls,
  ...billingCalls,
  ...workOrderCalls,
  ...enterpriseServiceCalls,
  ...newsCalls,
  ...reportCalls,
  ...orderCalls,
  ...monitoringCalls,
  ...alarmCalls,
  ...costCalls,
  ...renewalCalls,
  ...notifyCalls,
  ...catalogueCalls,
  ...plannedCalls,
};
export type CallName = keyof typeof calls;

export const CALL_LIST: readonly CallDef[] = Object.values(calls);

const byPath = new Map(CALL_LIST.map((c) => [c.path, c]));
export const callByPath = (path: string): CallDef | undefined => byPath.get(path);
