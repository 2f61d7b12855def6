/**
 * A fake provider's subscription book, the same for every provider's fake (each answers it in
 * its own wire format): each subscription's expiry and auto-renew flag, the renewals it took,
 * and the refusal it gives for a resource a test wants refused.
 */
export class FakeSubscriptions {
  readonly expiry = new Map<string, Date>();
  /** Auto-renew on (with its months) or off, as the last call left it. */
  readonly autoRenew = new Map<string, { on: boolean; months?: number }>();
  /** Resource id -> [provider code, message] for every renewal or auto-renew call on it. */
  readonly refuse = new Map<string, [string, string]>();
  readonly renewals: { id: string; months: number }[] = [];
  /** Ids whose auto-renew call the fake accepts without changing the flag (not applied yet). */
  readonly unapplied = new Set<string>();

  constructor(seed: Record<string, string>) {
    for (const [id, at] of Object.entries(seed)) this.expiry.set(id, new Date(at));
  }

  /** Refusal for this id, if one was asked for or it is not a subscription here. */
  refusalOf(id: string): [string, string] | undefined {
    return this.refuse.get(id);
  }

  /** Renews by whole months from the current expiry; answers the new one. */
  renew(id: string, months: number): Date {
    const from = this.expiry.get(id)!;
    const at = new Date(from.getTime());
    at.setUTCMonth(at.getUTCMonth() + months);
    this.expiry.set(id, at);
    this.renewals.push({ id, months });
    return at;
  }
}
