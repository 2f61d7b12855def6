import type { ResourceStatus, StatusTable } from '../define.ts';

/**
 * Huawei's resource states in our words. ECS, EVS, RDS, DCS, DDS, EIP and VPC share one table
 * (their words rarely clash; upper-cased first, as the services differ in case); a server's
 * task state, when it has one, says more than its status (powering-on while still SHUTOFF).
 */
const STATES: StatusTable = {
  BUILD: 'pending',
  CREATING: 'pending',
  PENDING_CREATE: 'pending',
  REBUILD: 'pending',
  RESIZE: 'pending',
  VERIFY_RESIZE: 'pending',
  MIGRATING: 'pending',
  ACTIVE: 'running',
  RUNNING: 'running',
  NORMAL: 'running',
  SHUTOFF: 'stopped',
  SHUTDOWN: 'stopped',
  FROZEN: 'stopped',
  REBOOT: 'rebooting',
  HARD_REBOOT: 'rebooting',
  REBOOTING: 'rebooting',
  RESTARTING: 'rebooting',
  ERROR: 'error',
  FAILED: 'error',
  ABNORMAL: 'error',
  DATA_DISK_FULL: 'error',
  DELETED: 'deleting',
  DELETING: 'deleting',
  AVAILABLE: 'available',
  OK: 'available',
  'IN-USE': 'in_use',
  ATTACHING: 'in_use',
  DETACHING: 'in_use',
  DOWN: 'available',
};
export const TASKS: StatusTable = {
  'powering-on': 'starting',
  'powering-off': 'stopping',
  rebooting: 'rebooting',
  reboot_started: 'rebooting',
  deleting: 'deleting',
};

export const status = (raw: string): ResourceStatus => STATES[raw.toUpperCase()] ?? 'unknown';

/** A state as ours and as the service said it. */
export const state = (raw: string) => ({ status: status(raw), rawStatus: raw });
