#!/usr/bin/env node
// `npm start`: build whatever is missing, then serve the console (embedded database and demo
// data unless DATABASE_URL says otherwise). A second start reuses both the build and the data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const need = [
  ['apps/web/dist/index.html', '@ecloud/web'],
  ['apps/server/dist/main.js', '@ecloud/server'],
];
for (const [file, workspace] of need) {
  if (fs.existsSync(file)) continue;
  console.log(`Building ${workspace} ...`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import('../apps/server/dist/main.js');
