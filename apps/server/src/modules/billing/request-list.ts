import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, type Join, type PageIn } from '../../db/page.ts';
import { listWhere, requestNames, requestTrail, tenantName } from './list-query.ts';

/** A table of requests the platform reviews (requestColumns): recharges, invoices, refunds, withdrawals. */
type RequestTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  createdAt: PgColumn;
  status: PgColumn;
  userId: PgColumn;
  reviewerId: PgColumn;
};
export type RequestListIn = PageIn & {
  from?: string;
  to?: string;
  keyword?: string;
  status?: string;
};
type Picked<S extends SelectedFields> = SelectResult<S, 'partial', Record<string, 'not-null'>>;

/**
 * A page of reviewed requests: the tenant's own (every tenant's for a reviewer, tenantId null),
 * newest first, by creation time, state and keyword. Each row carries its id, tenant and review
 * trail; `q.map` adds what the kind has of its own from its row and the extra `q.select`.
 */
export function requestPage<T extends RequestTable, S extends SelectedFields, R>(
  db: DbOrTx,
  t: T,
  tenantId: string | null,
  f: RequestListIn,
  q: {
    select: S;
    keyword?: (PgColumn | SQL)[];
    equal?: [PgColumn | SQL, unknown][];
    join?: Join[];
    map: (row: T['$inferSelect'], extra: Picked<S>) => R;
  },
) {
  const where = listWhere(f, {
    tenant: [t.tenantId, tenantId],
    created: t.createdAt,
    equal: [...(q.equal ?? []), [t.status, f.status]],
    keyword: q.keyword,
  });
  const names = { tenantName: tenantName(t.tenantId), ...requestNames(t) };
  const select: SelectedFields = { ...q.select, row: t, ...names };
  const orderBy = [desc(t.createdAt), desc(t.id)];
  return pageOf(db, { select, from: t, join: q.join, where, orderBy }, f, (picked) => {
    const {
      row,
      tenantName: tenant,
      submittedBy,
      reviewedBy,
      ...extra
    } = picked as {
      row: T['$inferSelect'] &
        Parameters<typeof requestTrail>[0] & { id: string; tenantId: string };
      tenantName: string;
      submittedBy: string;
      reviewedBy: string;
    };
    return {
      id: row.id,
      tenantId: row.tenantId,
      tenantName: tenant,
      ...q.map(row, extra as Picked<S>),
      ...requestTrail(row, { submittedBy, reviewedBy }),
    };
  });
}
