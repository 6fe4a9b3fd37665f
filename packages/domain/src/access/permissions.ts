/** The permissions the app acts on (spec §6); where each applies is in ROUTE_ACCESS. */
export const PERMISSIONS = [
  'view_accounting',
  'view_brands.revenue',
  'view_accounting.invoices',
  'view_publishers.revenue',
  'view_accounting.publisher_payouts',
  'view_prospects',
  'view_traffic',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Whether a value is one of the permissions the app knows. */
export function isPermission(value: unknown): value is Permission {
  return PERMISSIONS.some((permission) => permission === value);
}
