import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_CODES, RECEIPT_MAX_BYTES, type rechargeSubmitInput } from '@ecloud/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { publicAccounts, receipts, recharges } from '../../db/schema/index.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from './access.ts';
import { once } from './idempotency.ts';
import { lockAccounts, ownerAccountIds, platformAccounts, post } from './ledger.ts';
import { tellReviewers, tellRequester, yuan } from './notify-billing.ts';

/** PNG, JPEG and PDF start with these bytes; the declared type must match the content. */
const MAGIC: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
};

export async function uploadReceipt(
  db: DbOrTx,
  actor: Actor,
  input: { filename: string; contentType: string; data: string },
  now: Date,
) {
  if (!/^[A-Za-z0-9+/=\s]+$/.test(input.data)) throw badInput('billing.receiptNotBase64');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0) throw badInput('billing.receiptNotBase64');
  if (bytes.length > RECEIPT_MAX_BYTES) {
    throw badInput('billing.receiptTooLarge', { limit: `${RECEIPT_MAX_BYTES / 1024} KiB` });
  }
  const magic = MAGIC[input.contentType]!;
  if (!magic.every((b, i) => bytes[i] === b)) throw badInput('billing.receiptWrongType');
  const [row] = await db
    .insert(receipts)
    .values({
      tenantId: actor.tenantId,
      userId: actor.userId,
      filename: input.filename,
      contentType: input.contentType,
      size: bytes.length,
      data: bytes,
      createdAt: now,
    })
    .returning({ id: receipts.id, size: receipts.size });
  return row!;
}

/** A receipt of the caller's tenant, or of any tenant for the reviewing side. */
export async function getReceipt(db: DbOrTx, tenantId: string | null, id: string) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), tenantId ? eq(receipts.tenantId, tenantId) : undefined));
  if (!row) throw notFound('billing.receiptNotFound');
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.contentType,
    data: Buffer.from(row.data).toString('base64'),
  };
}

export async function submitRecharge(
  db: Database,
  actor: Actor & { tenantName: string },
  input: z.output<typeof rechargeSubmitInput>,
  now: Date,
) {
  return once(
    db,
    { tenantId: actor.tenantId, key: input.idempotencyKey, operation: 'recharge.submit', input },
    now,
    async (tx) => {
      const [account] = await tx
        .select({ id: publicAccounts.id })
        .from(publicAccounts)
        .where(and(eq(publicAccounts.id, input.publicAccountId), eq(publicAccounts.enabled, true)));
      if (!account) throw badInput('billing.publicAccountUnknown');
      if (input.receiptId) {
        const [r] = await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(and(eq(receipts.id, input.receiptId), eq(receipts.tenantId, actor.tenantId)));
        if (!r) throw badInput('billing.receiptNotFound');
      }
      const [row] = await tx
        .insert(recharges)
        .values({
          tenantId: actor.tenantId,
          userId: actor.userId,
          amount: input.amount,
          payerName: input.payerName,
          payerBank: input.payerBank,
          payerAccount: input.payerAccount,
          transferRef: input.transferRef,
          transferDate: input.transferDate,
          publicAccountId: input.publicAccountId,
          receiptId: input.receiptId ?? null,
          remark: input.remark ?? '',
          status: 'submitted',
          createdAt: now,
        })
        .returning({ id: recharges.id });
      await tellReviewers(
        tx,
        AUDIT_CODES.recharge,
        { tenant: actor.tenantName, amount: yuan(input.amount) },
        now,
      );
      return { id: row!.id, txnId: '' };
    },
  );
}

export async function cancelRecharge(db: DbOrTx, actor: Actor, id: string) {
  const changed = await db
    .update(recharges)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(recharges.id, id),
        eq(recharges.tenantId, actor.tenantId),
        eq(recharges.status, 'submitted'),
      ),
    )
    .returning({ id: recharges.id });
  if (!changed.length) {
    const [exists] = await db
      .select({ id: recharges.id })
      .from(recharges)
      .where(and(eq(recharges.id, id), eq(recharges.tenantId, actor.tenantId)));
    if (!exists) throw notFound('billing.rechargeNotFound');
    throw conflict('billing.alreadyReviewed');
  }
  return { affected: changed.length };
}

/** Confirmation is the only thing that credits cash: Dr platform bank, Cr the tenant's cash. */
export async function reviewRecharge(
  db: Database,
  reviewer: Actor,
  input: { idempotencyKey: string; id: string; approve: boolean; reason?: string },
  now: Date,
) {
  return once(
    db,
    { tenantId: reviewer.tenantId, key: input.idempotencyKey, operation: 'recharge.review', input },
    now,
    async (tx) => {
      const [r] = await tx.select().from(recharges).where(eq(recharges.id, input.id)).for('update');
      if (!r) throw notFound('billing.rechargeNotFound');
      if (r.status !== 'submitted') throw conflict('billing.alreadyReviewed');
      let txnId: number | null = null;
      if (input.approve) {
        const platform = await platformAccounts(tx, db);
        const own = await ownerAccountIds(tx, db, r.tenantId);
        const locked = await lockAccounts(tx, [own.cash]);
        txnId = await post(
          tx,
          {
            kind: 'recharge',
            tenantId: r.tenantId,
            memo: r.transferRef,
            now,
            legs: [
              { accountId: platform.bank, amount: -r.amount },
              { accountId: own.cash, amount: r.amount },
            ],
          },
          locked,
        );
      }
      await tx
        .update(recharges)
        .set({
          status: input.approve ? 'confirmed' : 'rejected',
          reviewerId: reviewer.userId,
          reviewedAt: now,
          rejectReason: input.approve ? '' : (input.reason ?? ''),
          txnId,
        })
        .where(eq(recharges.id, r.id));
      await tellRequester(
        tx,
        { tenantId: r.tenantId, userId: r.userId },
        input.approve ? 'msg.rechargeConfirmed' : 'msg.rechargeRejected',
        { amount: yuan(r.amount), reference: r.transferRef, reason: input.reason ?? '' },
        '/userCenter/costCenter/rechargeRecord',
        now,
      );
      return { id: r.id, txnId: txnId === null ? '' : String(txnId) };
    },
  );
}

export const rechargeStatusCount = (db: DbOrTx, tenantId: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(recharges)
    .where(and(eq(recharges.tenantId, tenantId), eq(recharges.status, 'submitted')));
