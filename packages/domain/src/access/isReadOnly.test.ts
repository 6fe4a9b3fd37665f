import { describe, expect, it } from 'vitest';
import { isReadOnly } from './isReadOnly.ts';

describe('isReadOnly', () => {
  it.each<[readonly string[], boolean]>([
    [[], false],
    [['Read Only'], true],
    [['Administrator', 'Read Only'], true],
    [['Administrator'], false],
    [['read only'], false],
    [['ReadOnly'], false],
  ])('%j → %s', (roles, expected) => {
    expect(isReadOnly({ roles })).toBe(expected);
  });
});
