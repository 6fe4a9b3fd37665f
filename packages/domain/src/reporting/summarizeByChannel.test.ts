import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildEvent } from './events.fixtures.ts';
import { type ChannelActivity, summarizeByChannel } from './summarizeByChannel.ts';

const events = [
  buildEvent({ content_id: 7, aired_date: '2026-10-02', actual_views: 10 }),
  buildEvent({ content_id: 7, planned_date: '2026-11-02' }),
  buildEvent({ content_id: 8, aired_date: '2026-10-05', actual_views: 5 }),
];

/** Key, events, aired, views and last airing. */
type Row = [number, number, number, number, string | null];
const rowOf = (activity: ChannelActivity): Row => [
  activity.key,
  activity.events,
  activity.aired,
  activity.views,
  activity.lastAired,
];

describe('summarizeByChannel', () => {
  it.each<[string, Event[], number, Row | undefined]>([
    ['a channel with aired and planned events', events, 7, [7, 2, 1, 10, '2026-10-02']],
    ['a channel of aired events', events, 8, [8, 1, 1, 5, '2026-10-05']],
    ['no row for a channel without events', events, 9, undefined],
    ['no row from no events', [], 7, undefined],
  ])('counts %s', (_case, list, channelId, row) => {
    const activity = summarizeByChannel(list).get(channelId);
    expect(activity && rowOf(activity)).toEqual(row);
  });
});
