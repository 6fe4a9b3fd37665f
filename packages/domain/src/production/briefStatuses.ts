/** Where the sponsorship brief is: written, then sent to the creator (spec §4). */
export const BRIEF_STATUSES = ['not-started', 'complete', 'sent'] as const;

export type BriefStatus = (typeof BRIEF_STATUSES)[number];

/** What users read for each brief status. */
export const BRIEF_STATUS_TITLES: Record<BriefStatus, string> = {
  'not-started': 'Not Started',
  complete: 'Complete',
  sent: 'Sent',
};

/** Whether a value is one of the known brief statuses. */
export function isBriefStatus(value: unknown): value is BriefStatus {
  return BRIEF_STATUSES.some((status) => status === value);
}
