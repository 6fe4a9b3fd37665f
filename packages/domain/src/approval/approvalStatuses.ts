/** Where a brand's decision on a proposed creator stands (spec §4). */
export const APPROVAL_STATUSES = [
  'unsent',
  'undecided',
  'to-discuss',
  'approved',
  'rejected',
] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What users read for each approval status. */
export const APPROVAL_STATUS_TITLES: Record<ApprovalStatus, string> = {
  unsent: 'Unsent',
  undecided: 'Undecided',
  'to-discuss': 'To Discuss',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Whether a value is one of the known approval statuses. */
export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return APPROVAL_STATUSES.some((status) => status === value);
}
