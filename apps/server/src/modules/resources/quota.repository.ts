import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProviderCode, QuotaRequest } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf } from '../../db/page.ts';
import { ownedFinder, insertId, updateOwnedWhile } from '../../db/sql.ts';
import { cloudAccounts, quotaRequests, users, workOrders } from '../../db/schema/index.ts';

const reviewers = alias(users, 'reviewers');

export type NewQuotaRequest = typeof quotaRequests.$inferInsert;

export interface QuotaFilter {
  status?: QuotaRequest['status'];
  accountId?: string;
  provider?: ProviderCode;
  /** Only the requests this user made. */
  requestedBy?: string;
}

export interface QuotaPage {
  page: number;
  pageSize: number;
  sortField?: 'createdAt' | 'status' | 'requested';
  sortOrder?: 'ascend' | 'descend';
}

export async function listQuotaRequests(
  db: DbOrTx,
  tenantId: string,
  f: QuotaFilter,
  p: QuotaPage,
) {
  const where = and(
    eq(quotaRequests.tenantId, tenantId),
    f.status ? eq(quotaRequests.status, f.status) : undefined,
    f.accountId ? eq(quotaRequests.accountId, f.accountId) : undefined,
    f.provider ? eq(cloudAccounts.provider, f.provider) : undefined,
    f.requestedBy ? eq(quotaRequests.requestedBy, f.requestedBy) : undefined,
  );
  const col =
    p.sortField === 'status'
      ? quotaRequests.status
      : p.sortField === 'requested'
        ? quotaRequests.requested
        : quotaRequests.createdAt;
  const dir = (p.sortOrder ?? (p.sortField ? 'ascend' : 'descend')) === 'ascend' ? asc : desc;
  const select = {
    q: quotaRequests,
    accountName: cloudAccounts.name,
    provider: cloudAccounts.provider,
    by: users.name,
    reviewer: sql<string | null>`${reviewers.name}`,
    workOrderId: sql<string | null>`${workOrders.id}`,
    workOrderNumber: sql<number | null>`${workOrders.number}`,
  };
  return pageOf(
    db,
    {
      select,
      from: quotaRequests,
      // The requester is kept (not null, restricted), so joining it leaves the count as it is.
      join: [
        [cloudAccounts, eq(cloudAccounts.id, quotaRequests.accountId)],
        [users, eq(users.id, quotaRequests.requestedBy)],
      ],
      lookup: [
        [reviewers, eq(reviewers.id, quotaRequests.reviewedBy)],
        [
          workOrders,
          and(
            eq(workOrders.quotaRequestId, quotaRequests.id),
            eq(workOrders.tenantId, quotaRequests.tenantId),
          )!,
        ],
      ],
      where,
      orderBy: [dir(col), desc(quotaRequests.id)],
    },
    p,
    (row) => row,
  );
}

export async function insertQuotaRequest(db: DbOrTx, values: NewQuotaRequest): Promise<string> {
  return insertId(db, quotaRequests, values);
}

export const quotaRequestById = ownedFinder(quotaRequests);

/** Closes a request that is still pending; false when someone closed it first. */
export async function closePending(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: Partial<Pick<NewQuotaRequest, 'status' | 'reviewedBy' | 'reviewComment' | 'reviewedAt'>>,
): Promise<boolean> {
  const pending = eq(quotaRequests.status, 'pending');
  return (await updateOwnedWhile(db, quotaRequests, tenantId, id, pending, changes)) > 0;
}
