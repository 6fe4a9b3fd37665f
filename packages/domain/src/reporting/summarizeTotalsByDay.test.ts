import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { airedEvent, plannedEvent } from './events.fixtures.ts';
import { summarizeTotalsByDay } from './summarizeTotalsByDay.ts';

const events = [
  airedEvent('2026-11-12', 1000, 700, 500),
  plannedEvent('2026-11-30', 400, 100),
  plannedEvent('2026-12-01', 1000, 20_000),
];

describe('summarizeTotalsByDay', () => {
  it.each<[string, Event[], string, number, string | undefined, string | undefined, number]>([
    [
      'every day of November, the events on their day',
      events,
      '2026-11',
      30,
      '2026-11-01',
      '2026-11-30',
      2,
    ],
    ['the month of a day given', events, '2026-11-20', 30, '2026-11-01', '2026-11-30', 2],
    ['a 31-day month', events, '2026-12', 31, '2026-12-01', '2026-12-31', 1],
    ['February of a leap year', [], '2028-02', 29, '2028-02-01', '2028-02-29', 0],
    ['February of a common year', [], '2026-02', 28, '2026-02-01', '2026-02-28', 0],
    [
      'a month without events, every day empty',
      events,
      '2027-01',
      31,
      '2027-01-01',
      '2027-01-31',
      0,
    ],
    ['no days for a value that is not a month', events, '2026-13', 0, undefined, undefined, 0],
  ])('gives %s', (_case, list, month, length, first, last, counted) => {
    const days = summarizeTotalsByDay(list, month);
    expect(days).toHaveLength(length);
    expect(days[0]?.day).toBe(first);
    expect(days.at(-1)?.day).toBe(last);
    expect(days.reduce((sum, day) => sum + day.events, 0)).toBe(counted);
  });

  it.each<[string, number, number, number, number]>([
    ['2026-11-12', 1, 700, 1000, 0],
    ['2026-11-30', 1, 0, 0, 400],
    ['2026-11-13', 0, 0, 0, 0],
  ])(
    'adds up %s: %i events, %i views, $%i spent, $%i planned',
    (day, count, views, spend, planned) => {
      expect(summarizeTotalsByDay(events, '2026-11').find((row) => row.day === day)).toMatchObject({
        events: count,
        views,
        spend,
        plannedSpend: planned,
      });
    },
  );
});
