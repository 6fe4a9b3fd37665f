import { describe, expect, it } from 'vitest';
import { airedEvent, plannedEvent } from './events.fixtures.ts';
import { type EventFigures, type FigureEvent, summarizeEvents } from './summarizeEvents.ts';

const unrated = (day: string) => airedEvent(day, null, 100, 0);

const NOTHING: EventFigures = {
  events: 0,
  aired: 0,
  planned: 0,
  views: 0,
  estimatedViews: 0,
  plannedViews: 0,
  spend: 0,
  plannedSpend: 0,
  cpm: null,
  delivery: null,
  averageRate: null,
};

describe('summarizeEvents', () => {
  it.each<[string, FigureEvent[], EventFigures]>([
    [
      'aired events apart from planned ones',
      [
        airedEvent('2026-11-02', 1000, 40_000, 50_000),
        airedEvent('2026-11-05', 3000, 60_000, 50_000),
        plannedEvent('2026-11-29', 2000, 80_000),
      ],
      {
        events: 3,
        aired: 2,
        planned: 1,
        views: 100_000,
        estimatedViews: 100_000,
        plannedViews: 80_000,
        spend: 4000,
        plannedSpend: 2000,
        cpm: 40,
        delivery: 1,
        averageRate: 2000,
      },
    ],
    ['no events as nothing, without ratios', [], NOTHING],
    [
      'planned events only: no spend, views or ratios yet',
      [plannedEvent('2026-12-01', 500, 10_000), plannedEvent('2026-12-02', null, 0)],
      { ...NOTHING, events: 2, planned: 2, plannedViews: 10_000, plannedSpend: 500 },
    ],
    [
      'an airing without views, estimate or rate as one aired event and nothing more',
      [airedEvent('2026-11-02', null, 0, 0, { actual_views: null, estimated_views: null })],
      { ...NOTHING, events: 1, aired: 1 },
    ],
    [
      'aired events with a rate but no views: spend without a CPM',
      [airedEvent('2026-11-02', 800, 0, 1000)],
      {
        ...NOTHING,
        events: 1,
        aired: 1,
        estimatedViews: 1000,
        spend: 800,
        delivery: 0,
        averageRate: 800,
      },
    ],
  ])('adds up %s', (_case, events, figures) => {
    expect(summarizeEvents(events)).toEqual(figures);
  });

  it.each<[string, FigureEvent[], Partial<EventFigures>]>([
    [
      'an airing without a rate in the views, not in the spend or the average rate',
      [
        airedEvent('2026-10-02', 1000, 500, 0),
        airedEvent('2026-10-03', 3000, 1500, 0),
        unrated('2026-10-04'),
        plannedEvent('2026-11-01', 9000, 0),
      ],
      { events: 4, aired: 3, views: 2100, spend: 4000, averageRate: 2000 },
    ],
    [
      'an airing of a rate of 0 in the average rate',
      [airedEvent('2026-10-02', 1000, 0, 0), airedEvent('2026-10-03', 0, 0, 0)],
      { spend: 1000, averageRate: 500 },
    ],
    [
      'views against the estimate of the aired events only',
      [airedEvent('2026-11-12', 1000, 50_000, 20_000), plannedEvent('2026-11-20', 600, 20_000)],
      { views: 50_000, estimatedViews: 20_000, plannedViews: 20_000, delivery: 2.5, cpm: 20 },
    ],
  ])('counts %s', (_case, events, figures) => {
    expect(summarizeEvents(events)).toMatchObject(figures);
  });

  it.each<[string, FigureEvent[], number | null]>([
    [
      'two rated airings',
      [airedEvent('2026-10-02', 1000, 0, 0), airedEvent('2026-10-03', 3000, 0, 0)],
      2000,
    ],
    [
      'an airing without a rate left out',
      [airedEvent('2026-10-02', 1000, 0, 0), unrated('2026-10-04')],
      1000,
    ],
    [
      'planned events left out',
      [airedEvent('2026-10-02', 1000, 0, 0), plannedEvent('2026-11-01', 9000, 0)],
      1000,
    ],
    ['no rated airing', [unrated('2026-10-04'), plannedEvent('2026-11-01', 9000, 0)], null],
  ])('the average rate of %s is %s', (_case, events, averageRate) => {
    expect(summarizeEvents(events).averageRate).toBe(averageRate);
  });
});
