/** The sync module's surface: what cloud, resources, the demo seed and tests use. */
export {
  LEASE_MS,
  claimJob,
  enqueueSync,
  finishJob,
  heartbeat,
  type SyncJobRow,
  type SyncTrigger,
} from './sync-queue.repository.ts';
export { ACTION_REFRESH_MS, runSyncJob, type SyncDeps } from './sync.service.ts';
export { drainJobs, scheduleDue } from './sync-schedule.service.ts';
export { jobsByIds, latestJobs, syncHistory, toSyncJob } from './sync.repository.ts';
export { markVanished, upsertResources, type InventoryOwner } from './inventory.repository.ts';
export { syncJobKinds } from './sync.jobs.ts';
