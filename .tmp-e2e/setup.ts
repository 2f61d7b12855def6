import type { TestProject } from 'vitest/node';
export function setup(project: TestProject) {
  project.provide('baseUrls', [process.env.E2E_URL!]);
}
