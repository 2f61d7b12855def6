import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every relative import of every .ts file under a folder of src/, as "file -> target". */
function importsUnder(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        const text = fs.readFileSync(full, 'utf8');
        for (const m of text.matchAll(/from '(\.[^']+)'/g)) {
          const target = path.relative(src, path.resolve(path.dirname(full), m[1]!));
          out.push(`${path.relative(src, full)} -> ${target}`);
        }
      }
    }
  };
  walk(path.join(src, folder));
  return out;
}

describe('layers point one way', () => {
  it('keeps the job runner free of any domain', () => {
    const domain = importsUnder('jobs').filter((i) => /-> (modules|demo|cloud|plugins)\//.test(i));
    expect(domain).toEqual([]);
  });

  it('keeps db/ free of modules, jobs and the demo seed', () => {
    const up = importsUnder('db').filter((i) => /-> (modules|jobs|demo|cloud|plugins)\//.test(i));
    expect(up).toEqual([]);
  });
});
