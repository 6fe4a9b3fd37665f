import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import type { Projection } from '../production/projections.ts';
import { buildBrand, buildEvent, buildProduction } from './events.fixtures.ts';
import { type ForecastRow, summarizeForecastByBrand } from './summarizeForecastByBrand.ts';

const booked = (
  brand_id: number | null,
  rate: number | null,
  day: string,
  projection: Projection | null,
  fields: Partial<Event> = {},
) =>
  buildEvent({
    brand_id,
    rate,
    planned_date: day,
    production: buildProduction(projection),
    ...fields,
  });

const MONTHS = ['2026-11', '2026-12'];

describe('summarizeForecastByBrand', () => {
  it.each<[string, Event[], ForecastRow[]]>([
    [
      'planned rates weighted by projection per month, skipping aired, unbooked or later events',
      [
        booked(1, 1000, '2026-11-05', 'high'),
        booked(1, 333, '2026-12-05', 'low'),
        booked(1, 400, '2026-12-09', null),
        booked(1, 999, '2026-11-05', 'happened', { aired_date: '2026-11-06' }),
        booked(2, 200, '2027-03-01', 'high'),
        booked(null, 700, '2026-11-05', 'high'),
      ],
      [
        {
          id: 1,
          name: 'Brand 1',
          events: 3,
          unprojected: 1,
          booked: 1733,
          expected: 933.3,
          months: {
            '2026-11': { booked: 1000, expected: 900 },
            '2026-12': { booked: 733, expected: 33.3 },
          },
        },
      ],
    ],
    [
      'a row per brand, the most expected first, then by name',
      [
        booked(4, 100, '2026-11-02', 'happened', { brand: buildBrand(4, 'Zed') }),
        booked(5, 1000, '2026-12-02', 'low', { brand: buildBrand(5, 'Acme') }),
        booked(6, 10_000, '2026-12-03', 'failed', { brand: buildBrand(6, 'Big') }),
      ],
      [
        {
          id: 5,
          name: 'Acme',
          events: 1,
          unprojected: 0,
          booked: 1000,
          expected: 100,
          months: { '2026-12': { booked: 1000, expected: 100 } },
        },
        {
          id: 4,
          name: 'Zed',
          events: 1,
          unprojected: 0,
          booked: 100,
          expected: 100,
          months: { '2026-11': { booked: 100, expected: 100 } },
        },
        {
          id: 6,
          name: 'Big',
          events: 1,
          unprojected: 0,
          booked: 10_000,
          expected: 0,
          months: { '2026-12': { booked: 10_000, expected: 0 } },
        },
      ],
    ],
    [
      'cents without float noise in a month',
      [booked(1, 1, '2026-11-01', 'low'), booked(1, 2, '2026-11-02', 'low')],
      [
        {
          id: 1,
          name: 'Brand 1',
          events: 2,
          unprojected: 0,
          booked: 3,
          expected: 0.3,
          months: { '2026-11': { booked: 3, expected: 0.3 } },
        },
      ],
    ],
    [
      'nothing for an event without a day',
      [booked(1, 100, '', 'high', { planned_date: null })],
      [],
    ],
    ['nothing from no events', [], []],
  ])('gives %s', (_case, events, rows) => {
    expect(summarizeForecastByBrand(events, MONTHS)).toEqual(rows);
  });

  it.each<[string, string[], number]>([
    ['every month asked for', ['2026-11', '2026-12'], 2],
    ['only the months asked for', ['2026-12'], 1],
    ['nothing for no months', [], 0],
  ])('counts %s', (_case, months, events) => {
    const rows = summarizeForecastByBrand(
      [booked(1, 100, '2026-11-05', 'high'), booked(1, 100, '2026-12-05', 'high')],
      months,
    );
    expect(rows.reduce((sum, row) => sum + row.events, 0)).toBe(events);
  });
});
