import type { Event } from '../model/Event.ts';
import type { GroupHead } from './groupByHead.ts';

/** An event's brand as a report row names it (else 'Brand {id}'); null for an unbooked event. */
export function getBrandHead(event: Pick<Event, 'brand_id' | 'brand'>): GroupHead | null {
  if (event.brand_id === null) return null;
  return {
    id: event.brand_id,
    name: event.brand?.name ?? `Brand ${event.brand_id}`,
    logo: event.brand?.logo ?? null,
  };
}
