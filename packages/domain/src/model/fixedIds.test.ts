import { describe, expect, it } from 'vitest';
import {
  AIRTIME_AGENCY_ID,
  AIRTIME_BRAND_ID,
  DIRECT_AGENCY_ID,
  FIXED_AGENCY_IDS,
} from './fixedIds.ts';

describe('fixed ids', () => {
  it.each([
    ['AIRTIME_BRAND_ID', AIRTIME_BRAND_ID, 1],
    ['AIRTIME_AGENCY_ID', AIRTIME_AGENCY_ID, 38],
    ['DIRECT_AGENCY_ID', DIRECT_AGENCY_ID, 176],
  ])('%s is %i', (_name, id, expected) => {
    expect(id).toBe(expected);
  });

  it('lists the fixed agencies in order', () => {
    expect(FIXED_AGENCY_IDS).toEqual([38, 176]);
  });
});
