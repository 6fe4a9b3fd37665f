import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import type { Projection } from '../production/projections.ts';
import { roundToCents } from '../shared/roundToCents.ts';
import { buildEvent, buildProduction } from './events.fixtures.ts';
import { getForecastMonthLines } from './getForecastMonthLines.ts';
import { summarizeForecastByBrand } from './summarizeForecastByBrand.ts';
import { summarizeForecastByMonth } from './summarizeForecastByMonth.ts';

const booked = (
  id: number,
  rate: number | null,
  day: string,
  projection: Projection | null,
  fields: Partial<Event> = {},
) =>
  buildEvent({
    id,
    brand_id: 1,
    rate,
    planned_date: day,
    production: buildProduction(projection),
    ...fields,
  });

type Line = [id: number, rate: number, weight: number | null, expected: number];

describe('getForecastMonthLines', () => {
  it.each<[string, Event[], Line[]]>([
    [
      'failed: weight 0, nothing expected',
      [booked(1, 800, '2026-11-02', 'failed')],
      [[1, 800, 0, 0]],
    ],
    ['low: a tenth, to the cent', [booked(1, 333, '2026-11-02', 'low')], [[1, 333, 0.1, 33.3]]],
    ['medium: half', [booked(1, 1000, '2026-11-02', 'medium')], [[1, 1000, 0.5, 500]]],
    ['high: nine tenths', [booked(1, 1000, '2026-11-02', 'high')], [[1, 1000, 0.9, 900]]],
    ['happened: the whole rate', [booked(1, 700, '2026-11-02', 'happened')], [[1, 700, 1, 700]]],
    [
      'no projection: no weight, nothing expected',
      [booked(1, 400, '2026-11-02', null)],
      [[1, 400, null, 0]],
    ],
    ['no rate: 0', [booked(1, null, '2026-11-02', 'high')], [[1, 0, 0.9, 0]]],
    [
      'other months, aired and unbooked events left out',
      [
        booked(1, 100, '2026-12-01', 'high'),
        booked(2, 100, '2026-11-03', 'high', { aired_date: '2026-11-03' }),
        booked(3, 100, '2026-11-03', 'high', { brand_id: null }),
      ],
      [],
    ],
    [
      'the most expected first, then by day',
      [
        booked(1, 100, '2026-11-20', 'high'),
        booked(2, 1000, '2026-11-25', 'low'),
        booked(3, 100, '2026-11-05', 'high'),
      ],
      [
        [2, 1000, 0.1, 100],
        [3, 100, 0.9, 90],
        [1, 100, 0.9, 90],
      ],
    ],
  ])('%s', (_case, events, lines) => {
    expect(
      getForecastMonthLines(events, '2026-11').map((line) => [
        line.event.id,
        line.rate,
        line.weight,
        line.expected,
      ]),
    ).toEqual(lines);
  });

  it("adds up to the month's figure of the forecast", () => {
    const events = [
      booked(1, 333, '2026-11-02', 'low'),
      booked(2, 1, '2026-11-03', 'low'),
      booked(3, 2, '2026-11-04', 'low'),
      booked(4, 1000, '2026-11-05', 'high', { brand_id: 2 }),
      booked(5, 400, '2026-11-06', null),
      booked(6, 900, '2026-12-06', 'medium'),
    ];
    const [month] = summarizeForecastByMonth(summarizeForecastByBrand(events, ['2026-11']), [
      '2026-11',
    ]);
    const lines = getForecastMonthLines(events, '2026-11');
    expect(roundToCents(lines.reduce((sum, line) => sum + line.expected, 0))).toBe(month?.expected);
    expect(lines.reduce((sum, line) => sum + line.rate, 0)).toBe(month?.booked);
  });
});
