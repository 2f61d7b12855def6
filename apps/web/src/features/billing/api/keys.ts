/** Every billing query lives under one root: money moved anywhere refreshes every figure. */
export const billingKeys = {
  all: ['billing'] as const,
  call: (path: string, input?: unknown) => [...billingKeys.all, path, input ?? null] as const,
};
