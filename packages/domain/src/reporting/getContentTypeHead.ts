import type { Event } from '../model/Event.ts';
import type { GroupHead } from './groupByHead.ts';

/**
 * An event's content type (its channel's platform, 1 to 12) as a report row: the id as its name,
 * which the apps turn into a platform name; 0 when the channel is not included.
 */
export function getContentTypeHead(event: Pick<Event, 'channel'>): GroupHead {
  const id = event.channel?.content_type_id ?? 0;
  return { id, name: String(id), logo: null };
}
