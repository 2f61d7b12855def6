import { anyOf, defineCall, noInput } from '../call.ts';
import { affectedOutput, idOutput } from '../identity/schemas.ts';
import { resourcePage } from '../resources/schemas.ts';
import * as v from './views.schemas.ts';
import * as m from './metrics.schemas.ts';

/** Menu codes of cloud monitoring (v10): cloud view, alarm management, alarm rules. */
export const MONITOR_VIEW_CODE = 'v10-1';

/**
 * Cloud monitoring (issue 12). The spec names the screens (/cloudView/*, /businessView/*), not
 * the calls: every path is ours (docs/api.md).
 */
export const monitoringCalls = {
  monitorViewList: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/view/list',
    code: 'v10-1.1',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.viewListInput,
    output: v.viewListOutput,
    summary: 'The tenant’s business views in their sort order, each with its groups',
    pathChosen: true,
  }),
  monitorViewCreate: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/view/create',
    code: 'v10-1.2',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.viewCreateInput,
    output: idOutput,
    summary: 'Add a business view of a cloud (or of every cloud) and a business type',
    pathChosen: true,
  }),
  monitorViewUpdate: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/view/update',
    code: 'v10-1.3',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.viewUpdateInput,
    output: idOutput,
    summary: 'Rename, re-sort or re-type a business view',
    pathChosen: true,
  }),
  monitorViewDelete: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/view/delete',
    code: 'v10-1.4',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.viewIdInput,
    output: affectedOutput,
    summary: 'Delete a business view with its groups (the resources stay)',
    pathChosen: true,
  }),
  monitorGroupCreate: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/group/create',
    code: 'v10-1.5',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.groupCreateInput,
    output: idOutput,
    summary: 'Add a group (project) to a view, with the resources picked for it',
    pathChosen: true,
  }),
  monitorGroupUpdate: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/group/update',
    code: 'v10-1.6',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.groupUpdateInput,
    output: idOutput,
    summary: 'Rename or re-sort a group',
    pathChosen: true,
  }),
  monitorGroupDelete: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/group/delete',
    code: 'v10-1.7',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.groupIdInput,
    output: affectedOutput,
    summary: 'Delete a group (the resources stay)',
    pathChosen: true,
  }),
  monitorGroupAssign: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/group/assign',
    code: 'v10-1.8',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.groupAssignInput,
    output: affectedOutput,
    summary: 'Put inventory resources into a group, or take them out (all or none)',
    pathChosen: true,
  }),
  monitorGroupResources: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/group/resources',
    code: 'v10-1.9',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: v.groupResourcesInput,
    output: resourcePage,
    summary: 'The resources of a group, filtered as the inventory is',
    pathChosen: true,
  }),
  monitorSeries: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/metric/series',
    code: 'v10-1.10',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: m.seriesInput,
    output: m.seriesOutput,
    summary: 'A metric over 1 h to 30 d for a resource or a group; the grain follows the range',
    pathChosen: true,
  }),
  monitorLatest: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/metric/latest',
    code: 'v10-1.11',
    permission: anyOf(MONITOR_VIEW_CODE),
    input: m.latestInput,
    output: m.latestOutput,
    summary: 'The latest value of each metric of a group’s resources',
    pathChosen: true,
  }),
  monitorFreshness: defineCall({
    method: 'GET',
    path: '/api/v1/monitor/metric/freshness',
    code: 'v10-1.12',
    permission: anyOf(MONITOR_VIEW_CODE, 'v9'),
    input: noInput,
    output: m.freshnessOutput,
    summary: 'How current each cloud account’s metrics are, and why they are late',
    pathChosen: true,
  }),
};
