import { describe, expect, it } from 'vitest';
import { isProspectingOnly } from './isProspectingOnly.ts';

describe('isProspectingOnly', () => {
  it.each<[readonly string[], boolean]>([
    [[], false],
    [['Prospecting'], true],
    [['Prospecting', 'Prospecting'], true],
    [['Prospecting', 'Administrator'], false],
    [['Read Only', 'Prospecting'], false],
    [['Prospecting', 'Some New Role'], false],
    [['prospecting'], false],
    [['Administrator'], false],
  ])('%j → %s', (roles, expected) => {
    expect(isProspectingOnly({ roles })).toBe(expected);
  });
});
