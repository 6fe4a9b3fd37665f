import type { Event } from '../model/Event.ts';

/** The latest day one of the events aired, yyyy-MM-dd, or null when none has. */
export function getLastAired(events: readonly Pick<Event, 'aired_date'>[]): string | null {
  return events.reduce<string | null>(
    (last, event) =>
      event.aired_date !== null && (last === null || event.aired_date > last)
        ? event.aired_date
        : last,
    null,
  );
}
