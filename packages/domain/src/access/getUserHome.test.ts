import { describe, expect, it } from 'vitest';
import { getUserHome } from './getUserHome.ts';

describe('getUserHome', () => {
  it.each([
    ['ops', '/agency/home'],
    ['brand', '/brand/home'],
    ['creator', '/creator/home'],
    ['', '/creator/home'],
    ['unknown', '/creator/home'],
  ])('business role %j → %s', (businessRole, expected) => {
    expect(getUserHome({ business_role: businessRole })).toBe(expected);
  });
});
