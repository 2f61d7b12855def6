import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serveCalls } from '../../lib/serve-calls.ts';
import { serveFileCall } from '../export/file-route.ts';
import * as svc from './reports.service.ts';
import * as files from './report-files.service.ts';

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
    reportOptions: svc.reportOptions,
  });
  serveFileCall(app, calls.reportDownload, (ctx, input) => files.downloadFile(ctx, input));
}
