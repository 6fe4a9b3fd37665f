import { isCampaignStatus } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { pickFilter, pickSort, withDirections } from './listQueries.ts';

describe('list query helpers', () => {
  it.each([
    ['-ends_at', '-ends_at'],
    ['ends_at', 'ends_at'],
    ['-bogus', 'ends_at'],
  ])('sort %s is taken as %s', (apiSort, expected) => {
    expect(pickSort({ apiSort }, withDirections(['ends_at', 'status']), 'ends_at')).toBe(expected);
  });

  it.each([
    [{ status: ['active'] }, 'active'],
    [{ status: ['nope'] }, undefined],
    [{}, undefined],
  ])('filter %o reads %s', (filters, expected) => {
    expect(pickFilter({ filters }, 'status', isCampaignStatus)).toBe(expected);
  });
});
