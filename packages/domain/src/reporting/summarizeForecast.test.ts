import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { airedEvent, buildProduction, plannedEvent } from './events.fixtures.ts';
import { type Forecast, summarizeForecast } from './summarizeForecast.ts';

const booked = (rate: number | null, projection: Parameters<typeof buildProduction>[0]) =>
  plannedEvent('2026-11-05', rate, 0, { brand_id: 1, production: buildProduction(projection) });

describe('summarizeForecast', () => {
  it.each<[string, Event[], Forecast]>([
    [
      'booked rates weighted by projection',
      [booked(1000, 'high'), booked(333, 'low')],
      { events: 2, booked: 1333, expected: 933.3, unprojected: 0 },
    ],
    [
      'an event without a projection as booked, nothing expected',
      [booked(400, null), plannedEvent('2026-11-05', 100, 0, { brand_id: 1 })],
      { events: 2, booked: 500, expected: 0, unprojected: 2 },
    ],
    [
      'an event without a rate as one event worth nothing',
      [booked(null, 'high')],
      { events: 1, booked: 0, expected: 0, unprojected: 0 },
    ],
    [
      'cents without float noise',
      [booked(1, 'low'), booked(2, 'low')],
      { events: 2, booked: 3, expected: 0.3, unprojected: 0 },
    ],
    [
      'aired or unbooked events left out',
      [
        airedEvent('2026-11-06', 999, 0, 0, {
          brand_id: 1,
          production: buildProduction('happened'),
        }),
        plannedEvent('2026-11-05', 700, 0, { production: buildProduction('high') }),
      ],
      { events: 0, booked: 0, expected: 0, unprojected: 0 },
    ],
    ['nothing from no events', [], { events: 0, booked: 0, expected: 0, unprojected: 0 }],
  ])('adds up %s', (_case, events, forecast) => {
    expect(summarizeForecast(events)).toEqual(forecast);
  });
});
