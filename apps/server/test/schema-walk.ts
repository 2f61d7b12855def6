import type { z } from 'zod';

/** What the tests need of a zod schema's definition (zod v4 keeps it on `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type FieldPath = (string | number)[];

const distinct = (paths: FieldPath[]) => {
  const seen = new Set<string>();
  return paths.filter((p) => !seen.has(p.join('.')) && !!seen.add(p.join('.')));
};

/** The object shape at the top of a call's input, through refinements and pipes. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? null;
  if (def.type === 'pipe') return shapeOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  return null;
}

/**
 * Every place a string goes in input of this schema (array items as index 0). Enums and
 * literals count: any string slot of the raw input is something a client can fill.
 */
export function stringPaths(schema: z.ZodType, prefix: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 6) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
    case 'template_literal':
      return [prefix];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) =>
        stringPaths(v, [...prefix, k], depth + 1),
      );
    case 'array':
      return stringPaths(def.element!, [...prefix, 0], depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return stringPaths(def.innerType!, prefix, depth);
    case 'pipe':
      // A preprocess takes text too (query strings, comma lists) before its real schema.
      return defOf(def.in!).type === 'transform'
        ? distinct([...stringPaths(def.out!, prefix, depth), prefix])
        : stringPaths(def.in!, prefix, depth);
    case 'union':
      return distinct((def.options ?? []).flatMap((o) => stringPaths(o, prefix, depth)));
    default:
      return [];
  }
}

/** A body holding `value` at `path` and nothing else. */
export function bodyWith(path: FieldPath, value: unknown): Record<string, unknown> {
  let built: unknown = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i]!;
    built = typeof key === 'number' ? [built] : { [key]: built };
  }
  return built as Record<string, unknown>;
}
