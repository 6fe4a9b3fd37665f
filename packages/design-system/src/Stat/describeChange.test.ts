import { describe, expect, it } from 'vitest';
import { describeChange } from './describeChange.ts';

describe('describeChange', () => {
  it.each([
    [0.124, 1, { direction: 'up', shown: '12.4%', spoken: 'Up 12.4%' }],
    [-0.03, 1, { direction: 'down', shown: '3.0%', spoken: 'Down 3.0%' }],
    [-0.03, 0, { direction: 'down', shown: '3%', spoken: 'Down 3%' }],
    [1.5, 0, { direction: 'up', shown: '150%', spoken: 'Up 150%' }],
    [0, 1, { direction: 'flat', shown: '0.0%', spoken: 'No change' }],
    [0.0004, 1, { direction: 'flat', shown: '0.0%', spoken: 'No change' }],
    [-0.0004, 1, { direction: 'flat', shown: '0.0%', spoken: 'No change' }],
    [0.004, 0, { direction: 'flat', shown: '0%', spoken: 'No change' }],
    [0.005, 0, { direction: 'up', shown: '1%', spoken: 'Up 1%' }],
    [0.0005, 1, { direction: 'up', shown: '0.1%', spoken: 'Up 0.1%' }],
    [-12.345, 1, { direction: 'down', shown: '1,234.5%', spoken: 'Down 1,234.5%' }],
  ])('%d with %i decimals', (change, decimals, expected) => {
    expect(describeChange(change, decimals)).toEqual(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    '%s has no change to describe',
    (change) => {
      expect(describeChange(change)).toBeNull();
    },
  );

  it('shows one decimal by default', () => {
    expect(describeChange(0.1)?.shown).toBe('10.0%');
  });
});
