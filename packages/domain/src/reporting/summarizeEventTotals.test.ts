import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildEvent, buildSponsorship } from './events.fixtures.ts';
import { type EventTotals, summarizeEventTotals } from './summarizeEventTotals.ts';

function event(fields: Partial<Event>): Event {
  return buildEvent({
    brand_id: 3,
    planned_date: '2026-11-10',
    rate: 1000,
    estimated_views: 20_000,
    ...fields,
  });
}

const results = (clicks: number, conversions: number, revenue: number) =>
  buildSponsorship(3, { clicks, conversions, revenue });

describe('summarizeEventTotals', () => {
  it.each<[string, Event[], Partial<EventTotals>]>([
    [
      'spend and views of aired events only, and the brand results of all',
      [
        event({
          aired_date: '2026-11-12',
          actual_views: 50_000,
          plannedSponsorship: results(100, 4, 900),
        }),
        event({ aired_date: '2026-11-14', actual_views: 30_000, rate: 600 }),
        event({ rate: 5000 }),
      ],
      {
        events: 3,
        aired: 2,
        spend: 1600,
        views: 80_000,
        clicks: 100,
        conversions: 4,
        revenue: 900,
        // Views are set against the estimate of the aired events, not of those still to come.
        estimatedViews: 40_000,
        plannedViews: 20_000,
        delivery: 2,
        cpm: 20,
        costPerConversion: 400,
        roas: 0.5625,
      },
    ],
    [
      'no ratios without views, spend or conversions',
      [event({})],
      { cpm: null, roas: null, costPerConversion: null },
    ],
    [
      'results of events not aired yet, without ratios',
      [event({ plannedSponsorship: results(7, 2, 300) })],
      { clicks: 7, conversions: 2, revenue: 300, spend: 0, roas: null, costPerConversion: 0 },
    ],
    [
      'results found among the sponsorships, missing vitals as none',
      [
        event({
          aired_date: '2026-11-12',
          sponsorships: [buildSponsorship(3, { clicks: 5, conversions: null, revenue: 2000 })],
        }),
        event({ aired_date: '2026-11-13', rate: 1000 }),
      ],
      { clicks: 5, conversions: 0, revenue: 2000, spend: 2000, roas: 1, costPerConversion: null },
    ],
    [
      'nothing from no events',
      [],
      {
        events: 0,
        spend: 0,
        clicks: 0,
        conversions: 0,
        revenue: 0,
        roas: null,
        costPerConversion: null,
      },
    ],
  ])('counts %s', (_case, events, totals) => {
    expect(summarizeEventTotals(events)).toMatchObject(totals);
  });
});
