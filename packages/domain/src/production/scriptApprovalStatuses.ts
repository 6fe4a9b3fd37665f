/** Where the creator's ad script is on its way to the brand's approval (spec §4). */
export const SCRIPT_APPROVAL_STATUSES = [
  'not-started',
  'script-received',
  'internal-review',
  'brand-review',
  'brand-notes-received',
  'complete',
] as const;

export type ScriptApprovalStatus = (typeof SCRIPT_APPROVAL_STATUSES)[number];

/** What users read for each script status; a complete script is one the brand approved. */
export const SCRIPT_APPROVAL_STATUS_TITLES: Record<ScriptApprovalStatus, string> = {
  'not-started': 'Not Started',
  'script-received': 'Script Received',
  'internal-review': 'Internal Review',
  'brand-review': 'Brand Review',
  'brand-notes-received': 'Brand Notes Received',
  complete: 'Approved',
};

/** Whether a value is one of the known script approval statuses. */
export function isScriptApprovalStatus(value: unknown): value is ScriptApprovalStatus {
  return SCRIPT_APPROVAL_STATUSES.some((status) => status === value);
}
