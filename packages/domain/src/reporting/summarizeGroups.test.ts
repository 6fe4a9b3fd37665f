import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { airedEvent, plannedEvent } from './events.fixtures.ts';
import { summarizeGroups } from './summarizeGroups.ts';

const ofCreator = (publisher_id: number, event: Event) => ({ ...event, publisher_id });

describe('summarizeGroups', () => {
  it.each<[string, Event[], [number, number, number, number, string | null][]]>([
    [
      'each group with its last airing, in the order groups appear',
      [
        ofCreator(2, airedEvent('2026-10-02', 100, 1000, 1000)),
        ofCreator(3, plannedEvent('2026-12-01', 50, 10)),
        ofCreator(2, airedEvent('2026-11-02', 300, 2000, 1000)),
      ],
      [
        [2, 2, 2, 400, '2026-11-02'],
        [3, 1, 0, 0, null],
      ],
    ],
    ['nothing from no events', [], []],
  ])('adds up %s', (_case, events, groups) => {
    expect(
      summarizeGroups(events, (event) => event.publisher_id).map((group) => [
        group.key,
        group.events,
        group.aired,
        group.spend,
        group.lastAired,
      ]),
    ).toEqual(groups);
  });

  it.each<[string, (event: Event) => string | null | undefined, string[]]>([
    ['by any key', (event) => event.title, ['A', 'B']],
    [
      'leaving out events without a key',
      (event) => (event.title === 'A' ? null : event.title),
      ['B'],
    ],
  ])('groups %s, each with its own events', (_case, keyOf, keys) => {
    const events = [
      plannedEvent('2026-12-01', 1, 0, { title: 'A' }),
      plannedEvent('2026-12-02', 1, 0, { title: 'B' }),
      plannedEvent('2026-12-03', 1, 0, { title: 'A' }),
    ];
    const groups = summarizeGroups(events, keyOf);
    expect(groups.map((group) => group.key)).toEqual(keys);
    expect(groups.every((group) => group.items.every((event) => keyOf(event) === group.key))).toBe(
      true,
    );
  });
});
