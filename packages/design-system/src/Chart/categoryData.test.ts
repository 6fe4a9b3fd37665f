import { describe, expect, it } from 'vitest';
import {
  describeCategory,
  getCategoryData,
  getCategoryTable,
  getCategoryValues,
} from './categoryData.ts';

const series = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'payouts', label: 'Payouts' },
];

const data = [
  { month: '2024-01-01', revenue: 48250, payouts: 31000 },
  { month: '2024-02-01', revenue: '52100.50', payouts: null },
  { month: '2024-03-01', revenue: 61200 },
];

describe('getCategoryData', () => {
  it('reads labels, values (numeric strings included) and totals; missing values are gaps', () => {
    expect(getCategoryData(data, 'month', series, 'month')).toEqual({
      categories: ['2024-01-01', '2024-02-01', '2024-03-01'],
      ticks: ['1/24', '2/24', '3/24'],
      names: ['1/24', '2/24', '3/24'],
      values: [
        [48250, 52100.5, 61200],
        [31000, null, null],
      ],
      totals: [79250, 52100.5, 61200],
    });
  });

  it('writes weeks short under the axis and in full elsewhere', () => {
    const weeks = getCategoryData([{ week: '2024-03-03', views: 1 }], 'week', [], 'week');
    expect(weeks.ticks).toEqual(['03/03/2024']);
    expect(weeks.names).toEqual(['Week of 03/03/24']);
  });
});

describe('getCategoryValues', () => {
  it('lists every series’ values, missing ones left out', () => {
    const read = getCategoryData(data, 'month', series, 'month');
    expect(getCategoryValues(read)).toEqual([48250, 52100.5, 61200, 31000]);
  });
});

describe('describeCategory', () => {
  const read = getCategoryData(data, 'month', series, 'month');
  it.each<[number, boolean, string]>([
    [0, false, '1/24: Revenue $48,250, Payouts $31,000'],
    [1, false, '2/24: Revenue $52,101, Payouts —'],
    [0, true, '1/24: Revenue $48,250, Payouts $31,000, Total $79,250'],
  ])('category %i (total %s) reads %j', (index, withTotal, expected) => {
    expect(describeCategory(read, series, index, 'money', withTotal)).toBe(expected);
  });
});

describe('getCategoryTable', () => {
  it('has a column per series and exact figures', () => {
    const read = getCategoryData(data, 'month', series, 'month');
    expect(getCategoryTable(read, series, 'Month', 'money', true)).toEqual({
      columns: ['Month', 'Revenue', 'Payouts', 'Total'],
      rows: [
        ['1/24', '$48,250', '$31,000', '$79,250'],
        ['2/24', '$52,101', '—', '$52,101'],
        ['3/24', '$61,200', '—', '$61,200'],
      ],
      raw: [
        ['2024-01-01', 48250, 31000, 79250],
        ['2024-02-01', 52100.5, null, 52100.5],
        ['2024-03-01', 61200, null, 61200],
      ],
    });
  });
});
