/** Where a campaign's plan or its insertion order (IO) stands; both share this list (spec §4). */
export const PLAN_IO_STATUSES = [
  'not-started',
  'in-progress',
  'created',
  'skipped',
  'approved',
  'review',
  'creator-approved',
] as const;

export type PlanIoStatus = (typeof PLAN_IO_STATUSES)[number];

/** What users read for each status; approved means sent out, creator-approved means signed. */
export const PLAN_IO_STATUS_TITLES: Record<PlanIoStatus, string> = {
  'not-started': 'Not Started',
  'in-progress': 'In Progress',
  created: 'Created',
  skipped: 'Skipped',
  approved: 'Sent',
  review: 'Negotiations',
  'creator-approved': 'Signed',
};

/** Whether a value is one of the known plan or IO statuses. */
export function isPlanIoStatus(value: unknown): value is PlanIoStatus {
  return PLAN_IO_STATUSES.some((status) => status === value);
}
