import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { E2E_SERVERS, ROOT, startServer, type RunningServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}

let servers: RunningServer[] = [];

/**
 * Builds the app as users get it and serves it with the real server, once per Vitest worker: two
 * files run at once, each against a server (and demo database) of its own, so no file sees
 * another's changes half-way.
 */
export async function setup(project: TestProject): Promise<void> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  servers = await Promise.all(Array.from({ length: E2E_SERVERS }, () => startServer()));
  project.provide(
    'baseUrls',
    servers.map((s) => s.url),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((s) => s.stop()));
}
