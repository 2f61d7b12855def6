import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'rolldown/parseAst';
import { calls, type CallDef } from '@ecloud/contract';
import { callIndex, callIndexModule, emptyDomainCalls } from '../../build/call-index.ts';

// The web build's call table (apps/web/build/call-index.ts) is made from the real one at build
// time; these check that what it makes is the real table less the schemas, and nothing else.
const table = calls as Record<string, CallDef>;

describe('the call index the web build uses instead of the call table', () => {
  it('holds every call with all but its schemas and summary', () => {
    const index = callIndex(table);
    expect(Object.keys(index)).toEqual(Object.keys(table));
    for (const [name, def] of Object.entries(table)) {
      const { input: _i, output: _o, summary: _s, ...rest } = def;
      expect(index[name], name).toEqual(rest);
    }
  });

  it('is a module with the table’s exports, whose schemas fail loudly', async () => {
    // Inside the repository (.tmp, ignored): the test runner imports only files under its root.
    const tmp = path.resolve(import.meta.dirname, '../../../../.tmp');
    fs.mkdirSync(tmp, { recursive: true });
    const file = path.join(fs.mkdtempSync(path.join(tmp, 'call-index-')), 'calls.mjs');
    fs.writeFileSync(file, callIndexModule(table));
    const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      calls: Record<string, CallDef>;
      CALL_LIST: CallDef[];
      callByPath: (p: string) => CallDef | undefined;
    };
    expect(mod.CALL_LIST).toHaveLength(Object.keys(table).length);
    expect(mod.calls.login!.path).toBe(calls.login.path);
    expect(mod.callByPath(calls.unreadCount.path)?.code).toBe(calls.unreadCount.code);
    expect(() => mod.calls.login!.input).toThrow(/carries no schemas/);
    expect(() => mod.calls.login!.output).toThrow(/calls\.login\.output/);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('empties the domains’ calls objects and keeps the rest of each module', () => {
    const src = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
    const files = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'calls.ts')
      .map((f) => path.join(src, f))
      .filter((f) => /export const \w+Calls\b/.test(fs.readFileSync(f, 'utf8')));
    expect(files.length).toBeGreaterThan(20);
    const exported = (code: string) =>
      parseAst(code, { lang: 'ts' }).body.flatMap((n) =>
        n.type === 'ExportNamedDeclaration' && n.declaration?.type === 'VariableDeclaration'
          ? n.declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : ''))
          : [],
      );
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      const out = emptyDomainCalls(code, parseAst(code, { lang: 'ts' }));
      expect(exported(out), file).toEqual(exported(code));
      for (const name of exported(code).filter((n) => n.endsWith('Calls')))
        expect(out, file).toMatch(new RegExp(`export const ${name}\\b[^=]*= \\{\\};`));
    }
    const alarms = fs.readFileSync(path.join(src, 'monitoring/alarm-calls.ts'), 'utf8');
    expect(emptyDomainCalls(alarms, parseAst(alarms, { lang: 'ts' }))).toContain(
      "export const ALARM_CENTRE_CODE = 'v10-2';",
    );
  });
});
