import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    root: '/work/wt-catalogue',
    include: ['apps/web/e2e/catalogue-manage.e2e.ts'],
    environment: 'node',
    globalSetup: ['.tmp-e2e/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    maxWorkers: 1,
  },
});
