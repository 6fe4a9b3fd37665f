import { describe, expect, it } from 'vitest';
import type { AppType } from './appTypes.ts';
import { canSeeApplicationSettings } from './canSeeApplicationSettings.ts';

describe('canSeeApplicationSettings', () => {
  it.each<[readonly string[], AppType, boolean]>([
    [['Super Admin'], 'agency', true],
    [['Administrator', 'Super Admin'], 'agency', true],
    [['Super Admin'], 'brand', false],
    [['Super Admin'], 'creator', false],
    [['Administrator'], 'agency', false],
    [[], 'agency', false],
    [['super admin'], 'agency', false],
  ])('%j in %s → %s', (roles, appType, expected) => {
    expect(canSeeApplicationSettings({ roles }, appType)).toBe(expected);
  });
});
