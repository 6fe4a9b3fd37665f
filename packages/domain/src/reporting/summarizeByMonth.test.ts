import { describe, expect, it } from 'vitest';
import { airedEvent, buildEvent, plannedEvent } from './events.fixtures.ts';
import { summarizeByMonth } from './summarizeByMonth.ts';
import type { FigureEvent } from './summarizeEvents.ts';

describe('summarizeByMonth', () => {
  it.each<[string, FigureEvent[], [string, number, number, number][]]>([
    [
      'by month, oldest first',
      [
        plannedEvent('2026-12-01', 500, 10),
        airedEvent('2026-11-02', 1000, 40_000, 50_000),
        airedEvent('2026-10-30', 100, 10_000, 5_000),
      ],
      [
        ['2026-10', 1, 100, 0],
        ['2026-11', 1, 1000, 0],
        ['2026-12', 1, 0, 500],
      ],
    ],
    [
      'an event in the month it aired, not the one it was planned for',
      [airedEvent('2026-11-01', 700, 0, 0, { planned_date: '2026-10-30' })],
      [['2026-11', 1, 700, 0]],
    ],
    [
      'events of one month together, across years in order',
      [
        airedEvent('2027-01-05', 10, 0, 0),
        airedEvent('2026-12-31', 20, 0, 0),
        plannedEvent('2027-01-20', 30, 0),
      ],
      [
        ['2026-12', 1, 20, 0],
        ['2027-01', 2, 10, 30],
      ],
    ],
    ['without the events that have no day', [buildEvent({ planned_date: null, rate: 5 })], []],
    ['nothing from no events', [], []],
  ])('adds up %s', (_case, events, months) => {
    expect(
      summarizeByMonth(events).map((row) => [row.month, row.events, row.spend, row.plannedSpend]),
    ).toEqual(months);
  });
});
