import type { EventProductionStatus } from './eventProductionStatuses.ts';

/** Statuses whose productions nobody is working on right now (spec §4). */
export const NOT_IN_WORK_STATUSES = [
  'moving',
  'cancelled',
  'placeholder',
  'back-to-tcp',
] as const satisfies readonly EventProductionStatus[];
