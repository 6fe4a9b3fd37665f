import type { Event } from '../model/Event.ts';
import type { FigureEvent } from './summarizeEvents.ts';
import { type EventGroup, summarizeGroups } from './summarizeGroups.ts';

/** One channel's events and their figures. */
export type ChannelActivity<E = Event> = EventGroup<number, E>;

/** Events per channel, by channel id, for the channel table. */
export function summarizeByChannel<E extends FigureEvent & Pick<Event, 'content_id'>>(
  events: readonly E[],
): Map<number, ChannelActivity<E>> {
  return new Map(summarizeGroups(events, (event) => event.content_id).map((row) => [row.key, row]));
}
