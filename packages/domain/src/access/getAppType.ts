import type { AppType } from './appTypes.ts';

/** The app a business role belongs to: 'ops' is agency, 'brand' is brand, anything else creator. */
export function getAppType(businessRole: string): AppType {
  // Exact match on purpose: the spec makes every other value, whatever its case, a creator.
  if (businessRole === 'ops') return 'agency';
  if (businessRole === 'brand') return 'brand';
  return 'creator';
}
