import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildEvent, buildProduction } from './events.fixtures.ts';
import { type ProjectionMonth, summarizeProjections } from './summarizeProjections.ts';

describe('summarizeProjections', () => {
  it.each<[string, Event[], ProjectionMonth[]]>([
    [
      'planned booked events weighted by projection, leaving aired and unbooked ones out',
      [
        buildEvent({ brand_id: 2, rate: 1000, production: buildProduction('medium') }),
        buildEvent({
          brand_id: 2,
          rate: 333,
          planned_date: '2026-10-20',
          production: buildProduction('low'),
        }),
        buildEvent({
          brand_id: 2,
          rate: 999,
          aired_date: '2026-10-02',
          production: buildProduction('high'),
        }),
        buildEvent({ rate: 999, production: buildProduction('high') }),
      ],
      [{ month: '2026-10-01', events: 2, booked: 1333, expected: 533.3 }],
    ],
    [
      'months soonest first, an unjudged event booked but expected at nothing',
      [
        buildEvent({
          brand_id: 2,
          rate: 200,
          planned_date: '2027-01-04',
          production: buildProduction('happened'),
        }),
        buildEvent({ brand_id: 3, rate: 500, planned_date: '2026-12-24' }),
        buildEvent({
          brand_id: 3,
          rate: null,
          planned_date: '2026-12-30',
          production: buildProduction('high'),
        }),
      ],
      [
        { month: '2026-12-01', events: 2, booked: 500, expected: 0 },
        { month: '2027-01-01', events: 1, booked: 200, expected: 200 },
      ],
    ],
    [
      'no month for an event without a planned day',
      [buildEvent({ brand_id: 2, rate: 5, planned_date: null })],
      [],
    ],
    [
      'nothing when everything aired',
      [buildEvent({ brand_id: 2, rate: 5, aired_date: '2026-10-01' })],
      [],
    ],
    ['nothing from no events', [], []],
  ])('adds up %s', (_case, events, months) => {
    expect(summarizeProjections(events)).toEqual(months);
  });
});
