import type { Event } from '../model/Event.ts';
import type { GroupHead } from './groupByHead.ts';

/** An event's creator as a report row names it: the included creator, else 'Creator {id}'. */
export function getCreatorHead(event: Pick<Event, 'publisher_id' | 'creator'>): GroupHead {
  return {
    id: event.publisher_id,
    name: event.creator?.name ?? `Creator ${event.publisher_id}`,
    logo: event.creator?.logo ?? null,
  };
}
