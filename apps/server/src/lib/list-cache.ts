import { TtlCache } from './ttl-cache.ts';

/** How long an unchanged page may stay: only a bound on memory, never on staleness. */
const TTL_MS = 5 * 60_000;
/** Pages kept at most (a host page is about 20 KB of JSON). */
const MAX_PAGES = 2_000;
/** A listening connection that does not answer a round trip in this time is not trusted. */
const PING_TIMEOUT_MS = 2_000;

export interface CachedPage {
  tables: readonly string[];
  /** For a stamped page (`answerStamped`): the version of what it read. */
  stamp?: string;
  json: string;
  /** Compressed envelopes around `json`, by encoding and message, made on first use. */
  packed: Map<string, Buffer>;
}

/**
 * Where a stamped answer stands: a version that every change to what it reads raises before
 * that change commits, and whether every change counted in `version` had finished (committed or
 * rolled back) when it was read. A page read after a settled stamp holds every change the
 * version counts, so it may be served while the version stays the same.
 */
export interface Stamp {
  version: string;
  settled: boolean;
}

/** Round trips to one source: one in flight, the next queued behind it (`afterThis`). */
interface Rounds<T> {
  queued?: Promise<T>;
  running: Promise<unknown>;
}

/**
 * Serialised answers of busy lists (the inventory and host lists, the user list), kept
 * until a table they read changes. Correctness rests on three things:
 *
 * - Every writer is heard: a statement trigger on each table these lists read sends `NOTIFY
 *   ecloud_list, <table>` on commit, whoever writes (this replica, another one, a job, psql);
 *   the listener (plugins/invalidation.ts) calls `changed(table)`.
 * - No notification is still on its way when a page is served: before reading the cache, a
 *   request waits for a round trip on the listening connection that was sent after the request
 *   arrived. PostgreSQL delivers a notification committed before that round trip ahead of its
 *   reply, so a change whose writer was told "done" before this request arrived is seen. Many
 *   requests share one round trip (one in flight, the next queued).
 * - A page read before an invalidation is not stored (TtlCache's generation), and while the
 *   listener is down (`deaf`) nothing is cached or served from the cache.
 *
 * Stamped pages (`answerStamped`, the ledger history) are checked against a version read at
 * every request instead; they need no listener.
 *
 * The key is the caller's to make: the call, the scope the answer depends on (tenant,
 * language) and the exact parsed input.
 */
export class ListCache {
  private readonly pages = new TtlCache<CachedPage>(TTL_MS, MAX_PAGES);
  private ping: (() => Promise<unknown>) | null = null;
  private readonly pings: Rounds<unknown> = { running: Promise.resolve() };
  private readonly stamps = new Map<object, Rounds<Stamp>>();
  /** Answers served from the cache and read afresh while listening (for tests and tuning). */
  readonly stats = { hits: 0, misses: 0 };

  /** The listener is up; `ping` is a round trip on its connection. */
  listening(ping: () => Promise<unknown>): void {
    this.pages.clear();
    this.ping = ping;
  }

  /** Whether answers are cached now (the listener is up). */
  get hearing(): boolean {
    return this.ping !== null;
  }

  /** The listener is gone: changes may go unheard, so forget everything and cache nothing. */
  deaf(): void {
    this.ping = null;
    this.pages.clear();
  }

  /** A table changed: drop every page that read it. */
  changed(table: string): void {
    this.pages.deleteWhere((e) => e.tables.includes(table));
  }

  /** The cached page for `key`, or `read()`'s, stored if nothing it read changed meanwhile. */
  async answer(
    key: string,
    tables: readonly string[],
    read: () => Promise<string>,
  ): Promise<CachedPage> {
    const fresh = async () => ({ tables, json: await read(), packed: new Map<string, Buffer>() });
    const ping = this.ping;
    if (!ping) return fresh();
    try {
      await this.barrier(ping);
    } catch {
      return fresh();
    }
    if (this.ping !== ping) return fresh();
    const generation = this.pages.generation();
    const hit = this.pages.get(key, Date.now());
    if (hit) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    const page = await fresh();
    if (this.ping === ping) this.pages.set(key, page, Date.now(), generation);
    return page;
  }

  /**
   * The cached page for `key` if its stamp is the current one, else `read()`'s, kept when the
   * stamp it was read after was settled. For tables whose writers must not NOTIFY (the ledger:
   * see migration 0031): no listener, one small round trip per answer instead. `stamp` must
   * not depend on the caller: concurrent requests share its round trips, keyed by `source`.
   */
  async answerStamped(
    key: string,
    source: object,
    stamp: () => Promise<Stamp>,
    read: () => Promise<string>,
  ): Promise<CachedPage> {
    let rounds = this.stamps.get(source);
    if (!rounds) this.stamps.set(source, (rounds = { running: Promise.resolve() }));
    const fresh = async (version?: string) => ({
      tables: [],
      stamp: version,
      json: await read(),
      packed: new Map<string, Buffer>(),
    });
    let now: Stamp;
    try {
      // Sent after this request arrived: a change committed before it is counted in `now`.
      now = await afterThis(rounds, stamp);
    } catch {
      // No version to check against: answer from the database and keep nothing.
      return fresh();
    }
    const hit = this.pages.get(key, Date.now());
    if (hit && hit.stamp === now.version) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    // Read after the stamp's round trip, so the read sees every change `now` counts if settled.
    const page = await fresh(now.version);
    if (now.settled) this.pages.set(key, page, Date.now());
    return page;
  }

  /** Resolves after a round trip that was sent after this call. */
  private barrier(ping: () => Promise<unknown>): Promise<unknown> {
    return afterThis(this.pings, () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('listener did not answer')), PING_TIMEOUT_MS);
      });
      return Promise.race([ping(), late]).finally(() => clearTimeout(timer));
    });
  }
}

/**
 * The answer of a round trip sent after this call: the one queued behind the round trip in
 * flight (which may have been sent before the caller arrived), shared by everyone who joins
 * the queue meanwhile.
 */
function afterThis<T>(rounds: Rounds<T>, send: () => Promise<T>): Promise<T> {
  rounds.queued ??= rounds.running
    .catch(() => undefined)
    .then(() => {
      rounds.queued = undefined;
      const sent = send();
      rounds.running = sent;
      return sent;
    });
  return rounds.queued;
}
