import { afterAll, expect } from 'vitest';
import { calls } from '@ecloud/contract';
import { injectRaw, ok, type TestApp } from '../../../../test/harness.ts';
import { JobRunner } from '../../../jobs/index.ts';
import { reportsJobKinds } from '../reports.jobs.ts';

/**
 * A reader of reports for a test file: runs a definition now through the report jobs and
 * returns its CSV file's lines (without the byte-order mark).
 */
export function reportCsv(t: TestApp) {
  const runner = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
    ...reportsJobKinds(t.app.deps),
  );
  afterAll(() => runner.stop());
  return async (token: string, def: Record<string, unknown>, lang?: 'zh-CN') => {
    const { id } = await ok(t, calls.reportCreate, def, { token, lang });
    await ok(t, calls.reportRunNow, { id }, { token });
    await runner.drain();
    const files = await ok(t, calls.reportFiles, { reportId: id }, { token });
    const res = await injectRaw(t, calls.reportDownload, {
      token,
      payload: JSON.stringify({ id: files.list[0]!.id }),
    });
    expect(res.statusCode).toBe(200);
    return res.body.slice(1).trim().split('\n');
  };
}
