import type { Event } from '../model/Event.ts';

/** Booked for a brand, as opposed to open inventory nobody has bought. */
export function isBooked(event: Pick<Event, 'brand_id'>): boolean {
  return event.brand_id !== null;
}
