import { describe, expect, it } from 'vitest';
import { airedEvent, plannedEvent } from './events.fixtures.ts';
import { getViewsByDay, type ViewsDay } from './getViewsByDay.ts';
import type { FigureEvent } from './summarizeEvents.ts';

describe('getViewsByDay', () => {
  it.each<[string, FigureEvent[], ViewsDay[]]>([
    [
      'by the day they aired, oldest first',
      [
        airedEvent('2026-11-02', 1, 10, 20),
        plannedEvent('2026-11-01', 1, 5),
        airedEvent('2026-11-02', 1, 5, 5),
        airedEvent('2026-11-01', 1, 1, 1),
      ],
      [
        { day: '2026-11-01', events: 1, views: 1, estimatedViews: 1 },
        { day: '2026-11-02', events: 2, views: 15, estimatedViews: 25 },
      ],
    ],
    [
      'on the aired day, not the planned one',
      [airedEvent('2026-11-03', 1, 7, 0, { planned_date: '2026-10-28' })],
      [{ day: '2026-11-03', events: 1, views: 7, estimatedViews: 0 }],
    ],
    [
      'an airing without views as none',
      [airedEvent('2026-11-04', 1, 0, 0, { actual_views: null, estimated_views: null })],
      [{ day: '2026-11-04', events: 1, views: 0, estimatedViews: 0 }],
    ],
    ['nothing when nothing aired', [plannedEvent('2026-11-01', 1, 5)], []],
    ['nothing from no events', [], []],
  ])('adds views %s', (_case, events, days) => {
    expect(getViewsByDay(events)).toEqual(days);
  });
});
