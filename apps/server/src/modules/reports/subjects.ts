import { calls, type CallDef, type Page, type ReportSubject } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn } from '../../lib/call-types.ts';
import { splitPaging } from '../../lib/paging.ts';
import type { Row } from '../export/export-file.ts';
import type { RowBatches } from '../export/stream-writer.ts';
import { listResources } from '../resources/resources.service.ts';
import { resourcesAfter, type ResourceFilter } from '../resources/resources.repository.ts';
import { consumptionList } from '../billing/overview.service.ts';
import { listOrders } from '../orders/order-views.service.ts';
import { costLineList } from '../costs/costs.service.ts';
import { translate } from '../../lib/i18n.ts';
import { listEvents } from '../monitoring/alarms.service.ts';
import { alarmBatches } from './alarm-rows.ts';

/**
 * Rows read per round trip while a report is written: small enough that a batch, alive across
 * the writer's awaits, stays a few megabytes (5,000 made the heap's peaks larger, measured).
 */
export const REPORT_BATCH = 1_000;

/** A subject's list call (its filters, permission, rows) and the service that answers it. */
export interface SubjectList {
  call: CallDef;
  run: (ctx: ServiceContext, input: never) => Promise<unknown>;
  /**
   * The rows in keyset batches, for subjects whose tables grow to millions of rows; a subject
   * without it is read page after page through `run` (fine for the tens of thousands).
   */
  batches?: (ctx: ServiceContext, filter: Record<string, unknown>, size: number) => RowBatches;
}

async function* resourceBatches(
  ctx: ServiceContext,
  filter: Record<string, unknown>,
  size: number,
) {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const tenantId = ctx.auth.user.tenantId;
    const list = await resourcesAfter(ctx.deps.db, tenantId, filter as ResourceFilter, after, size);
    if (list.length > 0) yield list as unknown as Row[];
    if (list.length < size) return;
    const last = list.at(-1)!;
    after = { name: last.name, id: last.id };
  }
}

/** The tenant's orders, their type and state in the reader's words (a file is read, not parsed). */
async function orderRows(ctx: ServiceContext, input: CallIn<typeof calls.orderList>) {
  const page = await listOrders(ctx, input);
  const list = page.list.map((o) => ({
    ...o,
    type: translate(ctx.lang, `order.type.${o.type}`),
    status: translate(ctx.lang, `order.status.${o.status}`),
  }));
  return { ...page, list };
}

/**
 * Each report subject is one exportable list call: a report is that list, filtered by its own
 * schema. A subject joins here (and in the contract's REPORT_SUBJECTS and REPORT_COLUMNS) when
 * its domain lands (docs/decisions.md, Reports).
 */
export const SUBJECT_LISTS: Record<ReportSubject, SubjectList> = {
  resources: { call: calls.resourceList, run: listResources, batches: resourceBatches },
  consumption: { call: calls.consumptionList, run: consumptionList },
  orders: { call: calls.orderList, run: orderRows },
  costs: { call: calls.costLineList, run: costLineList },
  alarms: { call: calls.alarmEventList, run: listEvents, batches: alarmBatches },
};

async function* pages(ctx: ServiceContext, s: SubjectList, input: Record<string, unknown>) {
  for (let page = 1; ; page++) {
    const result = (await s.run(ctx, {
      ...input,
      page,
      pageSize: REPORT_BATCH,
    } as never)) as Page<Row>;
    if (result.list.length > 0) yield result.list;
    if (result.list.length < REPORT_BATCH) return;
  }
}

/** A subject's rows for its parsed list input (filters, no page), batch by batch. */
export function subjectRows(
  ctx: ServiceContext,
  s: SubjectList,
  input: Record<string, unknown> & { page: number; pageSize: number },
): RowBatches {
  if (!s.batches) return pages(ctx, s, input);
  return s.batches(ctx, splitPaging(input).filter, REPORT_BATCH);
}
