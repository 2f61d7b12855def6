import { z } from 'zod';
import { anyOf, defineCall, noInput } from '../call.ts';
import { idSchema } from '../common/paging.ts';

/** A user of the tenant whose sign-in is locked from some address or slowed down. */
export const loginLockoutSchema = z.object({
  userId: idSchema,
  username: z.string(),
  name: z.string(),
  /** Failures that still count, from every address. */
  failures: z.number().int(),
  lockedSources: z.array(
    z.object({ address: z.string(), failures: z.number().int(), lockedUntil: z.string() }),
  ),
  /** Until when anyone must wait before trying again; null when there is no wait now. */
  throttledUntil: z.string().nullable(),
});
export type LoginLockout = z.infer<typeof loginLockoutSchema>;

export const lockoutCalls = {
  userLockouts: defineCall({
    method: 'GET',
    path: '/api/v1/user/lockouts',
    code: 'v3-1.1.8-2c',
    pathChosen: true,
    permission: anyOf('v7-2'),
    input: noInput,
    output: z.array(loginLockoutSchema),
    summary: 'Users of your tenant locked out of sign-in from some address, or slowed down',
  }),
  userLockoutClear: defineCall({
    method: 'POST',
    path: '/api/v1/user/lockouts/clear',
    code: 'v3-1.1.9-2c',
    pathChosen: true,
    permission: anyOf('v7-2'),
    input: z.object({ userId: idSchema }),
    output: z.object({ affected: z.number().int() }),
    summary: 'Lift every sign-in lock and delay of a user of your tenant',
  }),
};
