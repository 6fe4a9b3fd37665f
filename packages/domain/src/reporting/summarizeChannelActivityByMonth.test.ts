import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildEvent } from './events.fixtures.ts';
import { summarizeChannelActivityByMonth } from './summarizeChannelActivityByMonth.ts';

const events = [
  buildEvent({ content_id: 7, aired_date: '2026-10-02', actual_views: 10 }),
  buildEvent({ content_id: 7, planned_date: '2026-11-02' }),
  buildEvent({ content_id: 8, aired_date: '2026-10-05', actual_views: 5 }),
];

describe('summarizeChannelActivityByMonth', () => {
  it.each<[string, Event[], number[], Record<string, string | number>[]]>([
    [
      'per month and channel, a channel without events that month at 0',
      events,
      [7, 8],
      [
        { month: '2026-10-01', channel_7: 1, channel_8: 1 },
        { month: '2026-11-01', channel_7: 1, channel_8: 0 },
      ],
    ],
    [
      'only the channels asked for, a month of other channels at 0',
      [...events, buildEvent({ content_id: 9, planned_date: '2026-12-01' })],
      [8],
      [
        { month: '2026-10-01', channel_8: 1 },
        { month: '2026-11-01', channel_8: 0 },
        { month: '2026-12-01', channel_8: 0 },
      ],
    ],
    ['no month for an event without a day', [buildEvent({ planned_date: null })], [1], []],
    ['nothing from no events', [], [7], []],
  ])('counts events %s', (_case, list, channelIds, months) => {
    expect(summarizeChannelActivityByMonth(list, channelIds)).toEqual(months);
  });
});
