import { describe, expect, it } from 'vitest';
import { describeSparkline } from './describeSparkline.ts';

describe('describeSparkline', () => {
  it.each<[string, string[], Array<number | null>, string]>([
    [
      'a trend',
      ['1/24', '2/24', '3/24'],
      [48250, 41000, 61200],
      'Revenue, 1/24 to 3/24: from $48,250 to $61,200, low $41,000, high $61,200',
    ],
    [
      'gaps at both ends',
      ['1/24', '2/24', '3/24', '4/24'],
      [null, 100, 300, null],
      'Revenue, 2/24 to 3/24: from $100 to $300, low $100, high $300',
    ],
    ['one value', ['1/24'], [500], 'Revenue, 1/24: $500'],
    ['nothing', ['1/24'], [null], 'Revenue: no data'],
    ['no data at all', [], [], 'Revenue: no data'],
  ])('%s', (_case, names, values, expected) => {
    expect(describeSparkline('Revenue', names, values, 'money')).toBe(expected);
  });
});
