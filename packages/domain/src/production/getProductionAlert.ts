import type { EventProductionStatus } from './eventProductionStatuses.ts';
import { isInWork } from './isInWork.ts';
import { isProductionFinished } from './isProductionFinished.ts';

/** Why a production stands out on the board: it is late, or its event is moving to another day. */
export type ProductionAlert = 'past-due' | 'moving';

/** What users read for each alert (a label beside the tone: never colour alone). */
export const PRODUCTION_ALERT_TITLES: Record<ProductionAlert, string> = {
  'past-due': 'Past due',
  moving: 'Moving',
};

/** What the rule reads of a production: its status and its day (yyyy-MM-dd), if it has one. */
export interface ProductionGroupSubject {
  readonly status: EventProductionStatus;
  readonly day: string | null;
}

/**
 * Whether a production stands out, and why: 'moving' when its status says so; 'past-due' when its
 * status says so, or when its day is before today and it is still in work but not finished (no
 * one marked it late yet); none otherwise. `today` is yyyy-MM-dd (the caller's clock).
 */
export function getProductionAlert(
  { status, day }: ProductionGroupSubject,
  today: string,
): ProductionAlert | null {
  if (isProductionFinished(status)) return null;
  if (status === 'moving') return 'moving';
  if (status === 'past-due') return 'past-due';
  return isInWork(status) && day !== null && day < today ? 'past-due' : null;
}
