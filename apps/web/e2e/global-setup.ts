import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer, type RunningServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** Builds the app as users get it and serves it with the real server for every e2e file. */
export async function setup(project: TestProject): Promise<void> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  server = await startServer();
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
