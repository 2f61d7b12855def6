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
  // NOTIFY_ALLOW_PRIVATE: the operator allows loopback webhook targets, so the warning centre's
  // test can send to a receiver of its own (the API tests cover the refusal of them).
  servers = await Promise.all(
    Array.from({ length: E2E_SERVERS }, () => startServer({ NOTIFY_ALLOW_PRIVATE: '1' })),
  );
  project.provide(
    'baseUrls',
    servers.map((s) => s.url),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((s) => s.stop()));
}
