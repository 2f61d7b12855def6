import { z } from 'zod';
import { defineCall, type Permission } from './call.ts';

/**
 * Calls of spec section 7 whose domains are not built yet. They are listed so that paths and
 * codes are fixed once; the server does not serve them (an unknown call gets 404) until their
 * domain moves them into its own calls file with real schemas. docs/api.md keeps the list.
 */
export const planned = (
  method: 'GET' | 'POST',
  path: string,
  code: string,
  permission: Permission,
  summary: string,
) =>
  defineCall({
    method,
    path,
    code,
    permission,
    input: z.unknown(),
    output: z.unknown(),
    summary,
    planned: true,
  });

export const plannedCalls = {};
