import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_THROTTLE_BASE_MS,
  LOGIN_THROTTLE_MAX_MS,
} from '@ecloud/contract';

/** A failed sign-in that still counts: in the window and after the username's last success. */
export interface Failure {
  ip: string;
  at: Date;
}

export interface LockoutState {
  /** Addresses that failed LOGIN_MAX_FAILURES times: each is refused until its time. */
  lockedSources: { address: string; failures: number; lockedUntil: Date }[];
  /** Failures from every address together. */
  failures: number;
  /** Until when anyone must wait before trying this username again (null: no wait). */
  throttledUntil: Date | null;
}

/**
 * Lock out the failing source, not the victim. Five failures from one address lock that
 * address out of the username for the window, as the spec says; failures from anywhere slow
 * the username down (1 s after the fifth, doubling with each further one) but never by more
 * than a minute after the latest failure, so its owner is never shut out longer than that.
 */
export function lockoutState(failures: readonly Failure[]): LockoutState {
  const byAddress = new Map<string, Date[]>();
  for (const f of failures) byAddress.set(f.ip, [...(byAddress.get(f.ip) ?? []), f.at]);
  const lockedSources = [...byAddress]
    .filter(([, times]) => times.length >= LOGIN_MAX_FAILURES)
    .map(([address, times]) => {
      const sorted = [...times].sort((a, b) => a.getTime() - b.getTime());
      // Locked until enough of the recent failures age out of the window.
      const pivot = sorted[sorted.length - LOGIN_MAX_FAILURES]!;
      return {
        address,
        failures: sorted.length,
        lockedUntil: new Date(pivot.getTime() + LOGIN_FAILURE_WINDOW_MS),
      };
    });
  const latest = failures.reduce<Date | null>((m, f) => (!m || f.at > m ? f.at : m), null);
  const extra = failures.length - LOGIN_MAX_FAILURES;
  const delay =
    extra < 0
      ? 0
      : Math.min(LOGIN_THROTTLE_MAX_MS, LOGIN_THROTTLE_BASE_MS * 2 ** Math.min(extra, 16));
  return {
    lockedSources,
    failures: failures.length,
    throttledUntil: latest && delay > 0 ? new Date(latest.getTime() + delay) : null,
  };
}

/** Why an attempt from `address` at `now` is refused before the password is checked. */
export type Refusal = { kind: 'locked'; minutes: number } | { kind: 'throttled'; seconds: number };

export function refusalFor(state: LockoutState, address: string, now: Date): Refusal | null {
  const locked = state.lockedSources.find((s) => s.address === address && s.lockedUntil > now);
  if (locked) {
    const minutes = Math.max(1, Math.ceil((locked.lockedUntil.getTime() - now.getTime()) / 60_000));
    return { kind: 'locked', minutes };
  }
  if (state.throttledUntil && state.throttledUntil > now) {
    const seconds = Math.max(1, Math.ceil((state.throttledUntil.getTime() - now.getTime()) / 1000));
    return { kind: 'throttled', seconds };
  }
  return null;
}
