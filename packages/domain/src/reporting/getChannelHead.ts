import type { Event } from '../model/Event.ts';
import type { GroupHead } from './groupByHead.ts';

/** An event's channel as a report row names it: the included channel, else 'Channel {id}'. */
export function getChannelHead(event: Pick<Event, 'content_id' | 'channel'>): GroupHead {
  return {
    id: event.content_id,
    name: event.channel?.name ?? `Channel ${event.content_id}`,
    logo: event.channel?.logo ?? null,
  };
}
