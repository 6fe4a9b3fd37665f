import { describe, expect, it } from 'vitest';
import type { MonthForecast } from './summarizeForecastByBrand.ts';
import { type ForecastMonth, summarizeForecastByMonth } from './summarizeForecastByMonth.ts';

type Months = Record<string, MonthForecast>;

const brand1: Months = {
  '2026-11': { booked: 1000, expected: 900 },
  '2026-12': { booked: 733, expected: 33.3 },
};
const brand2: Months = { '2026-12': { booked: 1, expected: 0.1 } };
const brand3: Months = { '2026-12': { booked: 2, expected: 0.2 } };

describe('summarizeForecastByMonth', () => {
  it.each<[string, Months[], string[], ForecastMonth[]]>([
    [
      'one brand by month, in the order asked',
      [brand1],
      ['2026-11', '2026-12'],
      [
        { month: '2026-11', booked: 1000, expected: 900 },
        { month: '2026-12', booked: 733, expected: 33.3 },
      ],
    ],
    [
      'brands added up, expected to the cent',
      [brand1, brand2, brand3],
      ['2026-12', '2026-11'],
      [
        { month: '2026-12', booked: 736, expected: 33.6 },
        { month: '2026-11', booked: 1000, expected: 900 },
      ],
    ],
    [
      'cents without float noise (0.1 + 0.2)',
      [brand2, brand3],
      ['2026-12'],
      [{ month: '2026-12', booked: 3, expected: 0.3 }],
    ],
    [
      'a month without events at 0',
      [brand1],
      ['2027-01'],
      [{ month: '2027-01', booked: 0, expected: 0 }],
    ],
    ['months at 0 without rows', [], ['2026-11'], [{ month: '2026-11', booked: 0, expected: 0 }]],
    ['nothing for no months', [brand1], [], []],
  ])('adds up %s', (_case, rows, months, forecast) => {
    expect(
      summarizeForecastByMonth(
        rows.map((row) => ({ months: row })),
        months,
      ),
    ).toEqual(forecast);
  });
});
