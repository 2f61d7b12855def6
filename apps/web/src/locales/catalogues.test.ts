import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MENU, MESSAGE_TYPES, OPERATOR_MENU, type MenuItem } from '@ecloud/contract';
// The catalogues as the app loads them (every file of each language folder, found not listed).
import { catalogue as enCatalogue } from '../lib/catalogue-en-US.ts';
import { catalogue as zhCatalogue } from '../lib/catalogue-zh-CN.ts';

type Tree = { [k: string]: string | Tree };
const flatten = (o: Tree, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`),
  );
const en = new Set(flatten(enCatalogue as Tree));
const zh = new Set(flatten(zhCatalogue as Tree));
const has = (key: string) => en.has(key) || en.has(`${key}_one`) || en.has(`${key}_other`);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\./.test(e.name) ? [p] : [];
  });
}

describe('web catalogues', () => {
  it('have the same keys in en-US and zh-CN', () => {
    expect([...zh].sort()).toEqual([...en].sort());
  });

  it('hold every literal key the code asks for', () => {
    const root = path.resolve(__dirname, '..');
    const missing: string[] = [];
    for (const file of sources(root)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9_.-]+)'/g)) {
        if (!has(m[1]!)) missing.push(`${path.relative(root, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name every menu entry of both consoles and every message type', () => {
    const labels = (items: readonly MenuItem[]): string[] =>
      items.flatMap((i) => [i.label, ...labels(i.children)]);
    for (const label of labels([...OPERATOR_MENU, ...MAINTENANCE_MENU]))
      expect(en.has(label), label).toBe(true);
    for (const type of MESSAGE_TYPES) expect(en.has(`messages.type.${type}`), type).toBe(true);
    for (const n of [1, 2, 3, 4, 5]) expect(en.has(`identity.customType.${n}`)).toBe(true);
  });
});
