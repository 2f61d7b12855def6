import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, calls } from '@ecloud/contract';
import { sessionInvalid } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { contextOf } from '../../lib/serve-call.ts';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './reports.service.ts';
import * as files from './report-files.service.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The report centre: definitions, run now, files. The download answers with the file itself. */
export function reportsRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    reportList: svc.listReports,
    reportDetail: svc.reportDetail,
    reportCreate: svc.createReport,
    reportUpdate: svc.updateReport,
    reportDelete: svc.deleteReports,
    reportRunNow: svc.runReportNow,
    reportFiles: files.listFiles,
    reportDownloads: files.fileDownloads,
  });
  const def = calls.reportDownload;
  app.route({
    method: def.method,
    url: `${API_BASE_PATH}${def.path}`,
    config: { call: def, permission: def.permission },
    handler: async (request, reply) => {
      const ctx = contextOf(app, request);
      const { auth } = ctx;
      if (!auth) throw sessionInvalid();
      const input = parseInput(def.input, request.body ?? {}, ctx.lang);
      const file = await files.downloadFile({ ...ctx, auth }, input);
      return reply
        .header('content-type', CONTENT_TYPES[file.format])
        .header(
          'content-disposition',
          `attachment; filename="report.${file.format}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
