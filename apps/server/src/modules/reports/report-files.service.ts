import type { calls, ReportFormat, ReportFile } from '@ecloud/contract';
import { deliveriesOf } from '../mail/mail.repository.ts';
import { REPORT_MAIL_TOPIC } from './generate.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import { splitPaging } from '../../lib/paging.ts';
import * as repo from './reports.repository.ts';
import { chunkReader } from './file-store.ts';

export const listFiles: ServiceOf<typeof calls.reportFiles> = async (ctx, input) => {
  const { filter, paging } = splitPaging(input);
  const { tenantId } = ctx.auth.user;
  const page = await repo.listFiles(ctx.deps.db, tenantId, filter, paging);
  const ids = page.list.map((f) => f.id);
  const emails = await deliveriesOf(ctx.deps.db, tenantId, REPORT_MAIL_TOPIC, ids);
  return {
    ...page,
    list: page.list.map((f) => ({
      ...f,
      emails: emails
        .filter((e) => e.ref === f.id)
        .map(({ toAddress, status, attempts, lastError }) => ({
          toAddress,
          status: status as ReportFile['emails'][number]['status'],
          attempts,
          lastError,
        })),
      format: f.format as ReportFormat,
      createdAt: f.createdAt.toISOString(),
      expiresAt: f.expiresAt.toISOString(),
    })),
  };
};

export const fileDownloads: ServiceOf<typeof calls.reportDownloads> = async (ctx, input) => {
  const { tenantId } = ctx.auth.user;
  if (!(await repo.ownsFile(ctx.deps.db, tenantId, input.id)))
    throw notFound('report.fileNotFound');
  const list = await repo.downloadsOf(ctx.deps.db, tenantId, input.id);
  return { list: list.map((d) => ({ ...d, downloadedAt: d.downloadedAt.toISOString() })) };
};

/** The file, for its tenant only (another tenant's id: not found); the download is recorded. */
export async function downloadFile(ctx: ServiceContext, input: { id: string }) {
  const { tenantId, id: userId } = ctx.auth.user;
  const file = await repo.findFile(ctx.deps.db, tenantId, input.id);
  if (!file) throw notFound('report.fileNotFound');
  await repo.recordDownload(ctx.deps.db, tenantId, file.id, userId, ctx.deps.now());
  return {
    body: chunkReader(ctx.deps.db, file.id),
    filename: file.filename,
    format: file.format as ReportFormat,
    headers: { 'content-length': String(file.sizeBytes) },
  };
}
