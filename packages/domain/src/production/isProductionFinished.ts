import type { EventProductionStatus } from './eventProductionStatuses.ts';

/** Whether a production needs no more work: it aired or was cancelled (the board folds these away). */
export function isProductionFinished(status: EventProductionStatus): boolean {
  return status === 'aired' || status === 'cancelled';
}
