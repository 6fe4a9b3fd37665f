import { describe, expect, it } from 'vitest';
import { formatProductionName } from './formatProductionName.ts';

type Input = Parameters<typeof formatProductionName>[0];

const booked: Input = {
  brand: 'Acme',
  creator: 'Night Owls',
  airedDate: null,
  plannedDate: '2026-11-05',
};

describe('formatProductionName', () => {
  it.each<[string, Input, string]>([
    ['brand, creator and planned day', booked, 'Acme on Night Owls, Nov 5, 2026'],
    [
      'the aired day once it aired',
      { ...booked, airedDate: '2026-12-01' },
      'Acme on Night Owls, Dec 1, 2026',
    ],
    [
      'the aired day without a planned one',
      { ...booked, airedDate: '2027-01-31', plannedDate: null },
      'Acme on Night Owls, Jan 31, 2027',
    ],
    ['no day: who alone', { ...booked, plannedDate: null }, 'Acme on Night Owls'],
    [
      'a day that is not yyyy-MM-dd: who alone',
      { ...booked, plannedDate: '2026-11-05T10:00:00Z' },
      'Acme on Night Owls',
    ],
    ['an unbooked event: the creator alone', { ...booked, brand: null }, 'Night Owls, Nov 5, 2026'],
    [
      'an unbooked event without a day',
      { ...booked, brand: null, plannedDate: null },
      'Night Owls',
    ],
  ])('%s', (_case, input, expected) => {
    expect(formatProductionName(input)).toBe(expected);
  });
});
