import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALL_LIST } from '../calls.ts';
import { wireNumber } from './wire-number.ts';
import { z as zod } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const shapeOf = (s: z.ZodType): Record<string, z.ZodType> | null => {
  const def = defOf(s);
  if (def.type === 'object') return def.shape ?? null;
  if (def.type === 'pipe') return shapeOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  return null;
};
const fieldsOf = (input: z.ZodType) => Object.entries(shapeOf(input) ?? {});
const issuesAt = (input: z.ZodType, body: unknown, key: string) => {
  const result = input.safeParse(body);
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === key);
};

describe('required values', () => {
  it('a missing or null required field is refused with an issue at that field, in every call', () => {
    let checked = 0;
    for (const call of CALL_LIST) {
      for (const [key, field] of fieldsOf(call.input)) {
        if (field.safeParse(undefined).success) continue;
        expect(issuesAt(call.input, {}, key).length, `${call.path} ${key} missing`).toBeGreaterThan(
          0,
        );
        expect(
          issuesAt(call.input, { [key]: null }, key).length,
          `${call.path} ${key} null`,
        ).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('no field turns null, true, false, [] or "" into a number or another value', () => {
    for (const call of CALL_LIST) {
      for (const [key, field] of fieldsOf(call.input)) {
        for (const nonsense of [null, true, false, [], '', ' ']) {
          const result = field.safeParse(nonsense);
          if (!result.success) continue;
          // Accepted nonsense must come out as itself (a nullable field), never made a value.
          expect(typeof result.data, `${call.path} ${key} ${JSON.stringify(nonsense)}`).not.toBe(
            'number',
          );
          if (nonsense === null) expect(result.data, `${call.path} ${key}`).toBeNull();
        }
      }
    }
  });
});

describe('wireNumber', () => {
  const n = wireNumber(zod.number().int());
  it('takes numbers and numeric text (query strings)', () => {
    expect(n.parse(3)).toBe(3);
    expect(n.parse('42')).toBe(42);
    expect(n.parse(' 7 ')).toBe(7);
  });
  it('refuses what z.coerce would have made 0 or 1', () => {
    for (const v of [null, true, false, [], '', 'x', '1e3', {}])
      expect(n.safeParse(v).success).toBe(false);
  });
});
