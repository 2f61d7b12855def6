import { calls, type CallDef, type ReportSubject } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { listResources } from '../resources/resources.service.ts';
import { consumptionList } from '../billing/overview.service.ts';

/** A subject's list call (its filters, permission, rows) and the service that answers it. */
export interface SubjectList {
  call: CallDef;
  run: (ctx: ServiceContext, input: never) => Promise<unknown>;
}

/**
 * Each report subject is one exportable list call: a report is that list, filtered by its own
 * schema, written by the export service. A subject joins here when its domain lands.
 */
export const SUBJECT_LISTS: Record<ReportSubject, SubjectList> = {
  resources: { call: calls.resourceList, run: listResources },
  consumption: { call: calls.consumptionList, run: consumptionList },
};
