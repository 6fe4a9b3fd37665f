import { describe, expect, it } from 'vitest';
import { getRootRedirect } from './getRootRedirect.ts';

describe('getRootRedirect', () => {
  it.each<[{ business_role: string } | null, string]>([
    [null, '/login'],
    [{ business_role: 'ops' }, '/agency/home'],
    [{ business_role: 'brand' }, '/brand/home'],
    [{ business_role: 'creator' }, '/creator/home'],
    [{ business_role: '' }, '/creator/home'],
  ])('%j → %s', (profile, expected) => {
    expect(getRootRedirect(profile)).toBe(expected);
  });
});
