import { describe, expect, it } from 'vitest';
import { isProspectingFeatureOn } from './isProspectingFeatureOn.ts';

describe('isProspectingFeatureOn', () => {
  it.each<[readonly string[], boolean]>([
    [[], false],
    [['Prospecting'], true],
    [['Prospecting', 'Super Admin'], false],
    [['Super Admin'], false],
  ])('%j → %s', (roles, expected) => {
    expect(isProspectingFeatureOn({ roles })).toBe(expected);
  });
});
