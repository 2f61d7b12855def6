export {
  defineJob,
  defineQueueJob,
  defineSweep,
  exponentialBackoff,
  type JobKind,
  type JobRun,
  type RetryPolicy,
  type RunnerDeps,
} from './kind.ts';
export { enqueueJob } from './queue.ts';
export { defineTenantJob, defineTenantSweep, enqueueTenantJob } from './tenant-job.ts';
export { JobRunner, POLL_MS } from './runner.ts';
