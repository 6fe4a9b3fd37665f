import type { Event } from '../model/Event.ts';
import { getEventMonth } from './getEventMonth.ts';
import { getMonthStart } from './getMonthStart.ts';
import { groupBy } from './groupBy.ts';

/**
 * Events per month (by each event's day; `month` its first day) with a count per channel of
 * `channelIds` under `channel_<id>`, for a line per channel; oldest month first.
 */
export function summarizeChannelActivityByMonth(
  events: readonly Pick<Event, 'aired_date' | 'planned_date' | 'content_id'>[],
  channelIds: readonly number[],
): Record<string, string | number>[] {
  return [...groupBy(events, getEventMonth)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, items]) => {
      const byChannel = groupBy(items, (event) => event.content_id);
      return Object.fromEntries([
        ['month', getMonthStart(month)],
        ...channelIds.map((id) => [`channel_${id}`, byChannel.get(id)?.length ?? 0]),
      ]);
    });
}
