import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * The first error's message, indented under the failure: CI shows only the end of the log, where
 * the lane that printed the whole error may have scrolled away.
 */
function why(errors: ReadonlyArray<{ message?: string }> | undefined): string {
  const message = errors?.[0]?.message?.trim();
  if (!message) return '';
  const short = message.length > 1_500 ? `${message.slice(0, 1_500)}…` : message;
  return '\n      ' + short.split('\n').join('\n      ');
}

/** Writes the run's totals for scripts/test.mjs, which prints the suite's one closing line. */
export default class TotalReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of modules) {
      let moduleFailed = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') {
          failed++;
          moduleFailed++;
          failures.push(
            `${module.project.name} ${module.moduleId.replace(process.cwd() + '/', '')} > ${test.fullName}` +
              why(test.result().errors),
          );
        } else skipped++;
      }
      // A file that could not load or whose hooks failed counts as a failure of its own.
      if (moduleFailed === 0 && module.state() === 'failed') {
        failed++;
        failures.push(
          `${module.project.name} ${module.moduleId.replace(process.cwd() + '/', '')} (file failed)` +
            why(module.errors()),
        );
      }
    }
    failed += errors.length;
    const out = path.resolve(process.env.VITEST_TOTALS_FILE ?? '.tmp/vitest-totals.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ passed, failed, skipped, failures }, null, 2));
  }
}
