import { formatProductionDay } from './formatProductionDay.ts';

/**
 * An event production's name (and its event's), as the inbox names its thread and its tags:
 * '{brand} on {creator}, {day}', the day the aired one, else the planned one, as 'MMM d, yyyy'.
 * The creator alone for an unbooked event (no brand); no day when there is none, or it is not a
 * yyyy-MM-dd day. The portal and the mock server both use it, so the names agree to the letter.
 */
export function formatProductionName({
  brand,
  creator,
  airedDate,
  plannedDate,
}: {
  /** The booked brand's name, or null for an unbooked event. */
  readonly brand: string | null;
  /** The creator's name. */
  readonly creator: string;
  /** The event's aired day (yyyy-MM-dd), or null until it airs. */
  readonly airedDate: string | null;
  /** The event's planned day (yyyy-MM-dd), or null. */
  readonly plannedDate: string | null;
}): string {
  const who = brand === null ? creator : `${brand} on ${creator}`;
  const day = airedDate ?? plannedDate;
  const shown = day === null ? null : formatProductionDay(day);
  return shown === null ? who : `${who}, ${shown}`;
}
