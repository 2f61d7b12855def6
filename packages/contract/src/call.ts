import { z } from 'zod';

/**
 * Who may make a call: anyone, any signed-in user, or a user holding one of the codes.
 * `allowBarred` lets barred customTypes make it (they may still fetch themselves and log out).
 */
export type Permission =
  | { kind: 'public' }
  | { kind: 'session'; allowBarred?: boolean }
  | { kind: 'codes'; anyOf: readonly string[] };

export const PUBLIC: Permission = { kind: 'public' };
export const SESSION: Permission = { kind: 'session' };
export const anyOf = (...codes: string[]): Permission => ({ kind: 'codes', anyOf: codes });

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** As in the spec's call table: no base path. */
  path: string;
  /** The business code carried in the `code` header. */
  code: string;
  permission: Permission;
  input: I;
  output: O;
  summary: string;
  /** Where the spec names the call but not its path, the path is ours (see docs/api.md). */
  pathChosen?: boolean;
  /** A spec call whose domain is not built yet: listed, not served (see docs/api.md). */
  planned?: boolean;
  /** A paged list whose filtered rows may be exported to CSV or XLSX. */
  exportable?: boolean;
  /** A larger body than the default 1 MiB (uploads), in bytes. */
  bodyLimit?: number;
}

/** The input of calls that take none (unknown query keys are ignored, so nothing to check). */
export const noInput = z.object({});

export const defineCall = <I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>) => def;

export type CallInput<C> = C extends CallDef<infer I, z.ZodType> ? z.input<I> : never;
export type CallOutput<C> = C extends CallDef<z.ZodType, infer O> ? z.output<O> : never;
