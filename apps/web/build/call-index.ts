import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { PluginContext } from 'rolldown';
import type { CallDef } from '@ecloud/contract';

type Program = ReturnType<PluginContext['parse']>;

const CONTRACT_SRC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contract/src',
);
/** The contract's call table module, which the web build replaces with its index. */
export const CALL_TABLE_FILE = path.join(CONTRACT_SRC, 'calls.ts');

/** What the web needs of a call at run time: everything but its schemas and its summary. */
export type IndexedCall = Omit<CallDef, 'input' | 'output' | 'summary'>;

/** The call table without schemas, built from the real table so the two cannot drift. */
export function callIndex(table: Record<string, CallDef>): Record<string, IndexedCall> {
  return Object.fromEntries(
    Object.entries(table).map(([name, def]) => {
      const { input: _input, output: _output, summary: _summary, ...rest } = def;
      return [name, rest];
    }),
  );
}

/**
 * The module that stands in for `calls.ts` in the web build: the same exports (`calls`,
 * `CALL_LIST`, `callByPath`), each call without its zod schemas. The real table imports every
 * domain's schemas and with them zod, so every page loaded all of them (about 50 KiB brotli)
 * while the request layer only reads method, path and code. A page that validates with a
 * schema imports that schema itself. Reading a call's `input` or `output` here fails loudly
 * instead of returning undefined. Types still come from the real table (TypeScript reads
 * `calls.ts`, not this). See docs/decisions.md, "Web performance".
 */
export function callIndexModule(table: Record<string, CallDef>): string {
  return `const index = ${JSON.stringify(callIndex(table))};
const noSchema = (name, key) => () => {
  throw new Error(\`calls.\${name}.\${key}: the web build carries no schemas; import the schema itself\`);
};
for (const [name, def] of Object.entries(index))
  for (const key of ['input', 'output']) Object.defineProperty(def, key, { get: noSchema(name, key) });
export const calls = index;
export const CALL_LIST = Object.values(index);
const byPath = new Map(CALL_LIST.map((c) => [c.path, c]));
export const callByPath = (path) => byPath.get(path);
`;
}

/**
 * Empties every domain's calls object in a contract module: the index above stands in for the
 * table that spread them, and the web reads only constants (menu codes) from these modules. Left
 * in, each object kept its schemas and zod alive wherever the page list imports a menu code.
 */
export function emptyDomainCalls(code: string, program: Program): string {
  let out = code;
  // From the end, so earlier offsets stay valid.
  for (const node of [...program.body].reverse()) {
    if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration')
      continue;
    for (const d of [...node.declaration.declarations].reverse()) {
      if (d.id.type !== 'Identifier' || !/Calls$/.test(d.id.name) || !d.init) continue;
      out = `${out.slice(0, d.init.start)}{}${out.slice(d.init.end)}`;
    }
  }
  return out;
}

/** Vite plugin: in a build (not in tests, which check replies against the schemas), the index. */
export function schemaFreeCalls(): Plugin {
  return {
    name: 'ecloud-call-index',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(CONTRACT_SRC) || file === CALL_TABLE_FILE) return null;
      if (!/export const \w+Calls\b/.test(code)) return null;
      return { code: emptyDomainCalls(code, this.parse(code, { lang: 'ts' })), map: null };
    },
    async load(id) {
      if (id.split('?')[0] !== CALL_TABLE_FILE) return null;
      // Vite's config bundle leaves workspace packages to Node, which cannot run TypeScript.
      const { tsImport } = await import('tsx/esm/api');
      const real = (await tsImport(CALL_TABLE_FILE, import.meta.url)) as {
        calls: Record<string, CallDef>;
      };
      return callIndexModule(real.calls);
    },
  };
}
