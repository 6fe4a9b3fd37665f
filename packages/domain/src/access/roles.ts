/** The named roles the app acts on; a profile may carry others, which grant nothing here. */
export const ROLES = ['Super Admin', 'Administrator', 'Prospecting', 'Read Only'] as const;
export type Role = (typeof ROLES)[number];

/** Whether a value is one of the named roles the app knows. */
export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}
