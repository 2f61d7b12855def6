import { z } from 'zod';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A number as it arrives: a JSON number, or a numeric string (query strings carry only text).
 * Unlike `z.coerce.number()`, nothing else becomes a number: null, '', true and [] are refused
 * by `schema` with a field message instead of turning into 0 or 1.
 */
export const wireNumber = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && NUMERIC.test(v.trim()) ? Number(v) : v), schema);
