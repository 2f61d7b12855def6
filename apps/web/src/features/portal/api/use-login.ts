import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { calls, type loginInput } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (input: z.input<typeof loginInput>) => callApi(calls.login, input),
  });
}

let revoking: Promise<unknown> | null = null;

/** Revokes the session on the server once, however often asked; a session already gone is fine. */
export function revokeSession(): Promise<unknown> {
  revoking ??= callApi(calls.logout, {}, { silent: true, ignoreExpiry: true })
    .catch(() => undefined)
    .finally(() => {
      revoking = null;
    });
  return revoking;
}
