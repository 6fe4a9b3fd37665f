import { computeExpectedValue, type Event } from '@airtime/domain';

// Figures a creator's pages derive from its events. The API has no report calls for creators, so
// the pages load the creator's events and sum them here: pure functions, tested on their own.

/** The day an event counts on: the day it aired, else the day it is planned for. */
export function eventDay(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return event.aired_date ?? event.planned_date;
}

/** The first day of a yyyy-MM-dd day's month ('2026-11-20' → '2026-11-01'), the charts' key. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function isAired(event: Pick<Event, 'aired_date'>): boolean {
  return event.aired_date !== null;
}

/** Booked for a brand, as opposed to open inventory nobody has bought. */
export function isBooked(event: Pick<Event, 'brand_id'>): boolean {
  return event.brand_id !== null;
}

/** What an aired event earned: its rate (whole dollars), nothing before it airs. */
export function earningsOf(event: Pick<Event, 'aired_date' | 'rate'>): number {
  return isAired(event) ? (event.rate ?? 0) : 0;
}

export interface EventTotals {
  readonly events: number;
  readonly aired: number;
  readonly views: number;
  readonly earnings: number;
  /** Earnings per aired event with a rate; null without one. */
  readonly averageRate: number | null;
}

/** The headline figures of a set of events. */
export function summarizeEvents(events: readonly Event[]): EventTotals {
  let aired = 0;
  let views = 0;
  let earnings = 0;
  let rated = 0;
  for (const event of events) {
    if (!isAired(event)) continue;
    aired += 1;
    views += event.actual_views ?? 0;
    earnings += earningsOf(event);
    if (event.rate !== null) rated += 1;
  }
  return {
    events: events.length,
    aired,
    views,
    earnings,
    averageRate: rated === 0 ? null : Math.round(earnings / rated),
  };
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
  readonly earnings: number;
  [key: string]: string | number;
}

function emptyMonth(month: string): EventMonth {
  return { month, events: 0, aired: 0, planned: 0, booked: 0, open: 0, views: 0, earnings: 0 };
}

/** Events per month (their aired day, else their planned day), oldest month first. */
export function summarizeByMonth(events: readonly Event[]): EventMonth[] {
  const months = new Map<string, EventMonth>();
  for (const event of events) {
    const day = eventDay(event);
    if (day === null) continue;
    const key = monthOf(day);
    const row = months.get(key) ?? emptyMonth(key);
    const aired = isAired(event);
    months.set(key, {
      ...row,
      events: row.events + 1,
      aired: row.aired + (aired ? 1 : 0),
      planned: row.planned + (aired ? 0 : 1),
      booked: row.booked + (!aired && isBooked(event) ? 1 : 0),
      open: row.open + (!aired && !isBooked(event) ? 1 : 0),
      views: row.views + (aired ? (event.actual_views ?? 0) : 0),
      earnings: row.earnings + earningsOf(event),
    });
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** A brand's events with the creator. */
export interface BrandSummary extends EventTotals {
  readonly brandId: number;
  readonly name: string;
  readonly logo: string | null;
  /** The latest aired day, yyyy-MM-dd. */
  readonly lastAired: string | null;
}

/** The creator's booked events grouped by brand, the biggest earner first. */
export function summarizeByBrand(events: readonly Event[]): BrandSummary[] {
  const groups = new Map<number, Event[]>();
  for (const event of events) {
    if (event.brand_id === null) continue;
    groups.set(event.brand_id, [...(groups.get(event.brand_id) ?? []), event]);
  }
  return [...groups.entries()]
    .map(([brandId, rows]) => {
      const brand = rows.find((row) => row.brand !== undefined)?.brand;
      const aired = rows.map((row) => row.aired_date).filter((day): day is string => day !== null);
      return {
        brandId,
        name: brand?.name ?? `Brand ${brandId}`,
        logo: brand?.logo ?? null,
        lastAired: aired.sort().at(-1) ?? null,
        ...summarizeEvents(rows),
      };
    })
    .sort((a, b) => b.earnings - a.earnings || a.name.localeCompare(b.name));
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

/** One channel's events. */
export interface ChannelActivity {
  readonly channelId: number;
  readonly events: number;
  readonly aired: number;
  readonly views: number;
  readonly lastAired: string | null;
}

/** Events per channel, for the channel table. */
export function summarizeByChannel(events: readonly Event[]): Map<number, ChannelActivity> {
  const channels = new Map<number, ChannelActivity>();
  for (const event of events) {
    const row = channels.get(event.content_id) ?? {
      channelId: event.content_id,
      events: 0,
      aired: 0,
      views: 0,
      lastAired: null,
    };
    const aired = event.aired_date;
    channels.set(event.content_id, {
      channelId: event.content_id,
      events: row.events + 1,
      aired: row.aired + (aired === null ? 0 : 1),
      views: row.views + (aired === null ? 0 : (event.actual_views ?? 0)),
      lastAired:
        aired !== null && (row.lastAired === null || aired > row.lastAired) ? aired : row.lastAired,
    });
  }
  return channels;
}

/** Events per month with a count per channel (`channel_<id>` keys), for a line per channel. */
export function channelActivityByMonth(
  events: readonly Event[],
  channelIds: readonly number[],
): Record<string, string | number>[] {
  const months = new Map<string, Record<string, string | number>>();
  for (const event of events) {
    const day = eventDay(event);
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
