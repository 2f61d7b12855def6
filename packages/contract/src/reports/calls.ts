import { SESSION, defineCall } from '../call.ts';
import { affectedOutput, idOutput } from '../identity/schemas.ts';
import { idsInput } from '../common/paging.ts';
import * as s from './schemas.ts';

/**
 * The report centre. The spec names the screens (`/reportformCenter/*`), not the calls: every
 * path is ours (`pathChosen`, docs/api.md). A session suffices here; the subject's own list
 * permission is required by the service when a definition is written (docs/decisions.md).
 */
export const reportCalls = {
  reportList: defineCall({
    method: 'POST',
    path: '/api/v1/report/list',
    code: 'rpt.1-2c',
    permission: SESSION,
    input: s.reportListInput,
    output: s.reportPage,
    summary: 'The tenant’s report definitions, newest first',
    pathChosen: true,
  }),
  reportDetail: defineCall({
    method: 'POST',
    path: '/api/v1/report/detail',
    code: 'rpt.2-2c',
    permission: SESSION,
    input: s.reportIdInput,
    output: s.reportDefinitionSchema,
    summary: 'One report definition',
    pathChosen: true,
  }),
  reportCreate: defineCall({
    method: 'POST',
    path: '/api/v1/report/create',
    code: 'rpt.3-2c',
    permission: SESSION,
    input: s.reportDefinitionInput,
    output: idOutput,
    summary:
      'Define a report: subject, conditions, group-by, columns, format, schedule, recipients',
    pathChosen: true,
  }),
  reportUpdate: defineCall({
    method: 'POST',
    path: '/api/v1/report/update',
    code: 'rpt.4-2c',
    permission: SESSION,
    input: s.reportUpdateInput,
    output: idOutput,
    summary: 'Change a report definition (its next run is planned again)',
    pathChosen: true,
  }),
  reportDelete: defineCall({
    method: 'POST',
    path: '/api/v1/report/delete',
    code: 'rpt.5-2c',
    permission: SESSION,
    input: idsInput,
    output: affectedOutput,
    summary: 'Delete report definitions with their files (all the given ones, or none)',
    pathChosen: true,
  }),
  reportRunNow: defineCall({
    method: 'POST',
    path: '/api/v1/report/run',
    code: 'rpt.6-2c',
    permission: SESSION,
    input: s.reportIdInput,
    output: s.reportRunOutput,
    summary: 'Produce a report’s file now (queued on the job runner)',
    pathChosen: true,
  }),
  reportFiles: defineCall({
    method: 'POST',
    path: '/api/v1/report/file/list',
    code: 'rpt.7-2c',
    permission: SESSION,
    input: s.reportFileListInput,
    output: s.reportFilePage,
    summary: 'Files the tenant’s reports produced, kept for 30 days',
    pathChosen: true,
  }),
  reportDownloads: defineCall({
    method: 'POST',
    path: '/api/v1/report/file/downloads',
    code: 'rpt.8-2c',
    permission: SESSION,
    input: s.reportFileIdInput,
    output: s.reportDownloadsOutput,
    summary: 'Who downloaded a report file, and when',
    pathChosen: true,
  }),
  reportDownload: defineCall({
    method: 'POST',
    path: '/api/v1/report/file/download',
    code: 'rpt.9-2c',
    permission: SESSION,
    input: s.reportFileIdInput,
    output: s.reportRunOutput,
    summary: 'The file itself (answered as a file, not the envelope); the download is recorded',
    pathChosen: true,
  }),
  reportOptions: defineCall({
    method: 'POST',
    path: '/api/v1/report/options',
    code: 'rpt.10-2c',
    permission: SESSION,
    input: s.reportOptionsInput,
    output: s.reportOptionsOutput,
    summary: 'The report form’s choices: e-mail available or not, the tenant’s people',
    pathChosen: true,
  }),
};
