import { Readable, Writable } from 'node:stream';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reportFileChunks } from '../../db/schema/index.ts';

/** About this many bytes per stored piece: a few round trips per 10 MB, little memory each. */
export const CHUNK_BYTES = 1 << 20;

/**
 * A writable stream storing what it is given as the pieces of file `fileId`, in order. It
 * holds at most one piece: the writer waits (backpressure) while a piece is being inserted.
 */
export function chunkSink(
  db: DbOrTx,
  fileId: string,
  now: () => Date,
): { sink: Writable; size: () => number } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const body = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await db.insert(reportFileChunks).values({ fileId, seq: seq++, body, createdAt: now() });
  };
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return cb();
      flush().then(() => cb(), cb);
    },
    final(cb) {
      flush().then(() => cb(), cb);
    },
  });
  return { sink, size: () => size };
}

/** The stored file as a stream, read one piece at a time. */
export function chunkReader(db: DbOrTx, fileId: string): Readable {
  return Readable.from(
    (async function* () {
      for (let seq = 0; ; seq++) {
        const [piece] = await db
          .select({ body: reportFileChunks.body })
          .from(reportFileChunks)
          .where(and(eq(reportFileChunks.fileId, fileId), eq(reportFileChunks.seq, seq)));
        if (!piece) return;
        yield piece.body;
      }
    })(),
  );
}

export async function deleteChunks(db: DbOrTx, fileId: string): Promise<void> {
  await db.delete(reportFileChunks).where(eq(reportFileChunks.fileId, fileId));
}

/**
 * Pieces with no file row, written before `before`: a file expired or deleted with its report,
 * or a generation that died half-way (a running one writes a piece at least every few seconds).
 */
export async function sweepOrphanChunks(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(reportFileChunks)
    .where(
      and(
        lt(reportFileChunks.createdAt, before),
        sql`not exists (select 1 from report_files f where f.id = ${reportFileChunks.fileId})`,
      ),
    )
    .returning({ fileId: reportFileChunks.fileId });
  return rows.length;
}
