/**
 * A small in-process cache with a time-to-live and a size bound. Every removal bumps a
 * generation; a value computed from a read that began before a removal is not stored, so a
 * slow read cannot put back what an invalidation just took out.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 100_000,
  ) {}

  generation(): number {
    return this.gen;
  }

  get(key: string, nowMs: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (nowMs - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Stores a value, unless something was invalidated since generation `readStartedAt`. */
  set(key: string, value: V, nowMs: number, readStartedAt?: number): void {
    if (readStartedAt !== undefined && readStartedAt !== this.gen) return;
    if (this.entries.size >= this.max && !this.entries.has(key)) {
      // Map keeps insertion order: drop the oldest tenth.
      let n = Math.ceil(this.max / 10);
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (--n <= 0) break;
      }
    }
    this.entries.set(key, { value, at: nowMs });
  }

  delete(key: string): void {
    this.gen++;
    this.entries.delete(key);
  }

  deleteWhere(predicate: (value: V) => boolean): void {
    this.gen++;
    for (const [k, v] of this.entries) if (predicate(v.value)) this.entries.delete(k);
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
  }
}
