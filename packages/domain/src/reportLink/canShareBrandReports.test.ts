import { describe, expect, it } from 'vitest';
import { canSeeBrandReports, canShareBrandReports } from './canShareBrandReports.ts';

describe('who sees and who shares brand reports', () => {
  it.each([
    ['an administrator', 'ops', ['Administrator'], true, true],
    ['agency staff without a role', 'ops', [], true, true],
    ['a Read Only user', 'ops', ['Read Only'], true, false],
    ['a Prospecting-only user', 'ops', ['Prospecting'], false, false],
    ['a prospector with another role', 'ops', ['Prospecting', 'Administrator'], true, true],
    ['a brand user', 'brand', [], true, true],
    ['a creator user', 'creator', [], false, false],
  ] as const)('%s: sees %s, shares %s', (_who, business_role, roles, sees, shares) => {
    const profile = { business_role, roles: [...roles] };
    expect(canSeeBrandReports(profile)).toBe(sees);
    expect(canShareBrandReports(profile)).toBe(shares);
  });
});
