import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { E2E_SERVERS } from './apps/web/e2e/support/server.ts';

const pg = !!process.env.DATABASE_URL;
// scripts/test.mjs runs the node projects, the web project and the browser tests as three Vitest
// processes in its lanes (TEST_LANE); without a lane, one Vitest runs every project.
const lane = process.env.TEST_LANE ?? 'all';
const nodeProjects = lane === 'all' || lane === 'workers';
const webProject = lane === 'all' || lane === 'web';
const e2e = process.env.E2E === '1' && (lane === 'all' || lane === 'e2e');

const serverProject = (
  name: string,
  testDb: 'pglite' | 'postgres',
  include: string[],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include,
    // *.pg.test.ts need a shared PostgreSQL (several replicas); only server-pg runs them.
    exclude:
      testDb === 'pglite' ? ['**/*.pg.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
    environment: 'node',
    // Each file builds its own app on its own database, and nothing here mocks modules, so the
    // files of a worker can share one module graph: this halves the run (import was half of it).
    isolate: false,
    env: { TEST_DB: testDb },
    globalSetup: [`apps/server/test/global-setup-${testDb}.ts`],
    // A limit catches a hang; it does not time a test (bench/ does). On a slow 2-core host with
    // the three lanes running, a test gets a fifth of a core: the heaviest took 17-31 s there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

const nodeLane: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'contract',
      include: ['packages/contract/src/**/*.test.ts'],
      environment: 'node',
      isolate: false,
    },
  },
  serverProject('server', 'pglite', [
    'apps/server/src/**/*.test.ts',
    'apps/server/test/**/*.test.ts',
  ]),
  // API and data tests run a second time on PostgreSQL when one is configured.
  ...(pg
    ? [
        serverProject('server-pg', 'postgres', [
          'apps/server/src/**/*.api.test.ts',
          'apps/server/test/**/*.api.test.ts',
          'apps/server/test/**/*.pg.test.ts',
        ]),
      ]
    : []),
];

const webLane: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['apps/web/src/test/setup.ts'],
      isolate: false,
      // The server's margin: this project now runs beside the node and browser lanes rather than
      // after them (scripts/test.mjs), and its heaviest screens (budgets, cost analysis) ran over
      // 15 s at load 13-16 (docs/decisions.md, "CI at most 6 minutes"). The limit catches a
      // hang; a slower host's CI run gives a test a fifth of a core ("Tests that flaked").
      testTimeout: 60_000,
    },
  },
];

const browserProject: TestProjectInlineConfiguration = {
  test: {
    name: 'e2e',
    include: ['apps/web/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    // The files of a worker share their imports (Playwright, the support modules) and one
    // Chromium (e2e/support/browser.ts); each file still gets fresh browser contexts. Importing
    // per file cost about 3 s a file.
    isolate: false,
    // Several files at a time, each worker against its own server (global-setup.ts).
    fileParallelism: true,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // Vitest's default poll gives up after 1 s; a page on a loaded 2-core machine can take
    // several to load and fetch (a budget test's poll failed at load 20). A poll that passes
    // returns at once, so only a failing one waits the longer time.
    expect: { poll: { timeout: 15_000, interval: 200 } },
  },
};

export default defineConfig({
  test: {
    // The browser tests wait on pages more than they compute: their lane runs a file per server.
    maxWorkers: lane === 'e2e' ? E2E_SERVERS : 2,
    reporters: ['default', './scripts/total-reporter.ts'],
    projects: [
      ...(nodeProjects ? nodeLane : []),
      ...(webProject ? webLane : []),
      ...(e2e ? [browserProject] : []),
    ],
  },
});
