import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module template (docs/architecture.md): a `*.routes.ts` file is HTTP only, so it neither
 * imports Drizzle or the schema nor reaches the database; services and repositories do. Every
 * domain folder is checked, so a new one is held to it from its first file.
 */
const here = import.meta.dirname;
const ON_TEMPLATE = readdirSync(here, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );

describe('the module template', () => {
  it('gives every domain one routes entry, <domain>Routes in <domain>.routes.ts', () => {
    const index = readFileSync(join(here, 'index.ts'), 'utf8');
    const withRoutes = ON_TEMPLATE.filter((d) =>
      readdirSync(join(here, d)).some((f) => f.endsWith('.routes.ts')),
    );
    for (const domain of withRoutes)
      expect(index, domain).toContain(`from './${domain}/${domain}.routes.ts'`);
  });

  it('keeps routes HTTP only: no Drizzle, schema, database handle or transaction', () => {
    const offences = ON_TEMPLATE.flatMap((domain) =>
      sources(join(here, domain))
        .filter((f) => f.endsWith('.routes.ts'))
        .flatMap((f) => {
          const text = readFileSync(f, 'utf8');
          return [/from 'drizzle-orm/, /db\/schema/, /\.db\b/, /\.transaction\(/]
            .filter((re) => re.test(text))
            .map((re) => `${f.slice(here.length + 1)}: ${re.source}`);
        }),
    );
    expect(offences).toEqual([]);
  });

  it('defines the resource types and statuses once, in the contract', () => {
    const server = join(here, '..');
    const redefined = sources(server).filter((f) =>
      /\bconst (CLOUD_)?RESOURCE_(TYPES|STATUSES)\s*=/.test(readFileSync(f, 'utf8')),
    );
    expect(redefined.map((f) => f.slice(server.length + 1))).toEqual([]);
  });
});
