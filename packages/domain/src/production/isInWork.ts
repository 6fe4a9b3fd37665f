import type { EventProductionStatus } from './eventProductionStatuses.ts';
import { NOT_IN_WORK_STATUSES } from './notInWorkStatuses.ts';

/** Whether a production with this status is actively being worked on. */
export function isInWork(status: EventProductionStatus): boolean {
  return !NOT_IN_WORK_STATUSES.some((notInWork) => notInWork === status);
}
