import { computeExpectedValue, type Event } from '@airtime/domain';
import {
  type EventFigures,
  type EventGroup,
  getEventDay,
  summarizeGroups,
} from '../events/eventFigures.ts';
import { monthOfDay, monthStart } from '../months/months.ts';

// What a creator's pages derive from its events beyond their figures (events/eventFigures.ts).
// The API has no report calls for creators, so the pages load the creator's events and sum them.

/** The first day of a yyyy-MM-dd day's month ('2026-11-20' → '2026-11-01'), the charts' key. */
export function monthOf(day: string): string {
  return monthStart(day.slice(0, 7));
}

export function isAired(event: Pick<Event, 'aired_date'>): boolean {
  return event.aired_date !== null;
}

/** Booked for a brand, as opposed to open inventory nobody has bought. */
export function isBooked(event: Pick<Event, 'brand_id'>): boolean {
  return event.brand_id !== null;
}

/** One month of a creator's events, keyed by its first day. */
export interface EventMonth {
  readonly month: string;
  readonly events: number;
  readonly aired: number;
  /** Not aired yet. */
  readonly planned: number;
  /** Planned and booked for a brand. */
  readonly booked: number;
  /** Planned and not booked: inventory still for sale. */
  readonly open: number;
  readonly views: number;
  /** What the month's aired events earned: their rates. */
  readonly earnings: number;
  [key: string]: string | number;
}

/** Events per month (their aired day, else their planned day), oldest month first. */
export function summarizeCreatorMonths(events: readonly Event[]): EventMonth[] {
  return summarizeGroups(events, (event) => monthOfDay(getEventDay(event)))
    .map((group) => {
      const booked = group.items.filter((event) => !isAired(event) && isBooked(event)).length;
      return {
        month: monthStart(group.key),
        events: group.events,
        aired: group.aired,
        planned: group.planned,
        booked,
        open: group.planned - booked,
        views: group.views,
        earnings: group.spend,
      };
    })
    .sort((a, b) => a.month.localeCompare(b.month));
}

/** A brand's events with the creator. */
export interface BrandSummary extends EventFigures {
  readonly brandId: number;
  readonly name: string;
  readonly logo: string | null;
  /** The latest aired day, yyyy-MM-dd. */
  readonly lastAired: string | null;
}

/** The creator's booked events grouped by brand, the biggest earner first. */
export function summarizeByBrand(events: readonly Event[]): BrandSummary[] {
  return summarizeGroups(events, (event) => event.brand_id)
    .map(({ key, items, ...figures }) => {
      const brand = items.find((row) => row.brand !== undefined)?.brand;
      return {
        ...figures,
        brandId: key,
        name: brand?.name ?? `Brand ${key}`,
        logo: brand?.logo ?? null,
      };
    })
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
}

/** One month of planned, booked events weighted by their productions' projections. */
export interface ProjectionMonth {
  readonly month: string;
  readonly events: number;
  /** The rates of the month's planned events, as booked. */
  readonly booked: number;
  /** The same weighted by projection (spec §9: 0, 0.1, 0.5, 0.9, 1); unjudged ones count 0. */
  readonly expected: number;
  [key: string]: string | number;
}

/** The expected value of a planned event: its rate × its projection's weight. */
export function expectedValueOf(event: Event): number {
  const projection = event.production?.projection ?? null;
  if (event.rate === null || projection === null) return 0;
  return computeExpectedValue(event.rate, projection);
}

/** Planned (not aired), booked events with a rate, by planned month, soonest first. */
export function summarizeProjections(events: readonly Event[]): ProjectionMonth[] {
  const months = new Map<string, ProjectionMonth>();
  for (const event of events) {
    if (isAired(event) || !isBooked(event) || event.planned_date === null) continue;
    const key = monthOf(event.planned_date);
    const row = months.get(key) ?? { month: key, events: 0, booked: 0, expected: 0 };
    months.set(key, {
      month: key,
      events: row.events + 1,
      booked: row.booked + (event.rate ?? 0),
      // Summed in cents, so rounding noise of many weighted rates does not add up.
      expected: Math.round((row.expected + expectedValueOf(event)) * 100) / 100,
    });
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** Aired events still to be billed on or after `today` (yyyy-MM-dd), the soonest first. */
export function upcomingBilling(events: readonly Event[], today: string): Event[] {
  return events
    .filter((event) => isAired(event) && event.billing_date !== null && event.billing_date >= today)
    .sort((a, b) => (a.billing_date ?? '').localeCompare(b.billing_date ?? ''));
}

/** One channel's events and their figures. */
export type ChannelActivity = EventGroup<number, Event>;

/** Events per channel, for the channel table. */
export function summarizeByChannel(events: readonly Event[]): Map<number, ChannelActivity> {
  return new Map(summarizeGroups(events, (event) => event.content_id).map((row) => [row.key, row]));
}

/** Events per month with a count per channel (`channel_<id>` keys), for a line per channel. */
export function channelActivityByMonth(
  events: readonly Event[],
  channelIds: readonly number[],
): Record<string, string | number>[] {
  const months = new Map<string, Record<string, string | number>>();
  for (const event of events) {
    const day = getEventDay(event);
    if (day === null) continue;
    const key = monthOf(day);
    const row =
      months.get(key) ??
      Object.fromEntries([['month', key], ...channelIds.map((id) => [`channel_${id}`, 0])]);
    const field = `channel_${event.content_id}`;
    if (field in row) row[field] = Number(row[field]) + 1;
    months.set(key, row);
  }
  return [...months.values()].sort((a, b) => String(a.month).localeCompare(String(b.month)));
}
