import type { Event } from '../model/Event.ts';

/** Whether the event has aired (it has an aired day). */
export function isAired(event: Pick<Event, 'aired_date'>): boolean {
  return event.aired_date !== null;
}
