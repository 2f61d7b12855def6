// Writes docs/api.md from the call table: `node_modules/.bin/tsx scripts/api-doc.mts`.
// A test (apps/server/test/api-doc.test.ts) fails when the file is out of date.
import fs from 'node:fs';
import { CALL_LIST, type Permission } from '../packages/contract/src/index.ts';

const perm = (p: Permission) =>
  p.kind === 'public'
    ? 'public'
    : p.kind === 'session'
      ? `signed in${p.allowBarred ? ' (barred types too)' : ''}`
      : p.anyOf.join(' or ');
const row = (c: (typeof CALL_LIST)[number]) =>
  `| ${c.method} | \`${c.path}\` | \`${c.code}\` | ${perm(c.permission)} | ${c.summary}${c.pathChosen ? ' (path ours)' : ''}${c.exportable ? ' (exportable)' : ''} |`;

export function apiDoc(): string {
  const served = CALL_LIST.filter((c) => !c.planned);
  const planned = CALL_LIST.filter((c) => c.planned);
  return `# API

Generated from the call table (\`packages/contract/src/calls.ts\`) by \`scripts/api-doc.mts\`;
do not edit by hand. The browsable OpenAPI document is served at \`/ecloud-admin/docs\`.

Base path \`/ecloud-admin\`. Every request carries \`token\`, \`timestamp\` (ms), \`code\` (the
business code below), \`sign\` = md5('web' + path + code + timestamp + token) and \`source: web\`.
Every answer is \`{code, message, data}\`; see \`decisions.md\` for the code catalogue.

## Served

| Method | Path | Code | Permission | What |
|---|---|---|---|---|
${served.map(row).join('\n')}

## Listed, not served yet

Spec calls whose domain is not built. The server answers them with HTTP 404 and an envelope.

| Method | Path | Code | Permission | What |
|---|---|---|---|---|
${planned.map(row).join('\n')}
`;
}

if (process.argv[1]?.endsWith('api-doc.mts')) fs.writeFileSync('docs/api.md', apiDoc());
