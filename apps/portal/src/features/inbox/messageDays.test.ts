import { describe, expect, it } from 'vitest';
import { formatDayLabel, groupByDay } from './messageDays.ts';

// Local times (no Z) so the table reads the same in every time zone.
const NOW = new Date('2026-11-24T15:00:00');

describe('formatDayLabel', () => {
  it.each([
    ['2026-11-24T00:00:01', 'Today'],
    ['2026-11-24T23:59:59', 'Today'],
    ['2026-11-23T23:59:59', 'Yesterday'],
    ['2026-11-22T08:00:00', 'Sunday'],
    ['2026-11-18T08:00:00', 'Wednesday'],
    ['2026-11-17T08:00:00', 'Tue, Nov 17'],
    ['2026-01-02T08:00:00', 'Fri, Jan 2'],
    ['2025-12-31T08:00:00', 'Wed, Dec 31, 2025'],
    ['2026-11-25T08:00:00', 'Wed, Nov 25'],
  ])('%s reads %s', (iso, label) => {
    expect(formatDayLabel(new Date(iso), NOW)).toBe(label);
  });
});

describe('groupByDay', () => {
  const at = (time: string, id: number) => ({ id, time });
  const group = (items: { id: number; time: string }[]) =>
    groupByDay(items, (item) => item.time, NOW).map((day) => [
      day.label,
      day.items.map((item) => item.id),
    ]);

  it.each<[string, { id: number; time: string }[], [string, number[]][]]>([
    ['nothing', [], []],
    ['one day', [at('2026-11-24T09:00:00', 1), at('2026-11-24T10:00:00', 2)], [['Today', [1, 2]]]],
    [
      'days in order',
      [
        at('2026-11-16T09:00:00', 1),
        at('2026-11-23T09:00:00', 2),
        at('2026-11-23T18:00:00', 3),
        at('2026-11-24T09:00:00', 4),
      ],
      [
        ['Mon, Nov 16', [1]],
        ['Yesterday', [2, 3]],
        ['Today', [4]],
      ],
    ],
    [
      'an unreadable time joins the day before it',
      [at('2026-11-24T09:00:00', 1), at('not a date', 2)],
      [['Today', [1, 2]]],
    ],
    [
      'an unreadable first time',
      [at('', 1), at('2026-11-24T09:00:00', 2)],
      [
        ['Earlier', [1]],
        ['Today', [2]],
      ],
    ],
  ])('%s', (_, items, expected) => {
    expect(group(items)).toEqual(expected);
  });
});
