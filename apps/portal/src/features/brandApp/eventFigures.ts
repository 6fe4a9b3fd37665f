import type { CampaignVitals, Event } from '@airtime/domain';

// What the brand app's reports add up from a period's events (spec §1: what aired and what it
// earned). Pure functions of the events, so each page and test reads the same figures.

/** An event's day: the day it aired, else the day it is planned for (yyyy-MM-dd). */
export function eventDay(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return event.aired_date ?? event.planned_date;
}

/** The brand's own results on an event: its booked sponsorship's vitals, if any. */
export function eventVitals(event: Event): CampaignVitals | undefined {
  const sponsorship =
    event.plannedSponsorship ??
    event.sponsorships?.find((row) => row.is_planned && row.brand_id === event.brand_id);
  return sponsorship?.campaign_vitals;
}

/** Totals over a set of events; spend and views count aired events only. */
export interface EventTotals {
  readonly events: number;
  readonly aired: number;
  /** What the aired events cost, whole dollars. */
  readonly spend: number;
  readonly views: number;
  readonly estimatedViews: number;
  readonly clicks: number;
  readonly conversions: number;
  readonly revenue: number;
  /** Cost per thousand views; null before any views. */
  readonly cpm: number | null;
  /** Revenue per dollar spent; null before any spend. */
  readonly roas: number | null;
  /** Spend per conversion; null before any conversion. */
  readonly costPerConversion: number | null;
}

interface Sums {
  events: number;
  aired: number;
  spend: number;
  views: number;
  estimatedViews: number;
  clicks: number;
  conversions: number;
  revenue: number;
}

const emptySums = (): Sums => ({
  events: 0,
  aired: 0,
  spend: 0,
  views: 0,
  estimatedViews: 0,
  clicks: 0,
  conversions: 0,
  revenue: 0,
});

function add(sums: Sums, event: Event): void {
  sums.events += 1;
  sums.estimatedViews += event.estimated_views ?? 0;
  if (event.aired_date !== null) {
    sums.aired += 1;
    sums.spend += event.rate ?? 0;
    sums.views += event.actual_views ?? 0;
  }
  const vitals = eventVitals(event);
  sums.clicks += vitals?.clicks ?? 0;
  sums.conversions += vitals?.conversions ?? 0;
  sums.revenue += vitals?.revenue ?? 0;
}

function finish(sums: Sums): EventTotals {
  return {
    ...sums,
    cpm: sums.views > 0 ? (sums.spend / sums.views) * 1000 : null,
    roas: sums.spend > 0 ? sums.revenue / sums.spend : null,
    costPerConversion: sums.conversions > 0 ? sums.spend / sums.conversions : null,
  };
}

/** The totals of a set of events. */
export function totalEvents(events: readonly Event[]): EventTotals {
  const sums = emptySums();
  for (const event of events) add(sums, event);
  return finish(sums);
}

/** Totals per group, in first-seen order, with the group's key and name. */
export interface GroupTotals extends EventTotals {
  readonly id: number;
  readonly name: string;
  readonly logo: string | null;
}

function groupBy(
  events: readonly Event[],
  keyOf: (event: Event) => { id: number; name: string; logo: string | null },
): GroupTotals[] {
  const groups = new Map<number, { head: ReturnType<typeof keyOf>; sums: Sums }>();
  for (const event of events) {
    const head = keyOf(event);
    let group = groups.get(head.id);
    if (group === undefined) {
      group = { head, sums: emptySums() };
      groups.set(head.id, group);
    }
    add(group.sums, event);
  }
  return [...groups.values()].map(({ head, sums }) => ({ ...head, ...finish(sums) }));
}

/** Totals per creator, most spend first. */
export function totalsByCreator(events: readonly Event[]): GroupTotals[] {
  return groupBy(events, (event) => ({
    id: event.publisher_id,
    name: event.creator?.name ?? `Creator ${event.publisher_id}`,
    logo: event.creator?.logo ?? null,
  })).sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
}

/** Totals per channel, most spend first. */
export function totalsByChannel(events: readonly Event[]): GroupTotals[] {
  return groupBy(events, (event) => ({
    id: event.content_id,
    name: event.channel?.name ?? `Channel ${event.content_id}`,
    logo: event.channel?.logo ?? null,
  })).sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
}

/** Totals per content type (platform id), most spend first; unknown channels under 0. */
export function totalsByContentType(events: readonly Event[]): GroupTotals[] {
  return groupBy(events, (event) => ({
    id: event.channel?.content_type_id ?? 0,
    name: String(event.channel?.content_type_id ?? 0),
    logo: null,
  })).sort((a, b) => b.spend - a.spend || a.id - b.id);
}

/** One day of a month: the day, and what aired or was planned on it. */
export interface DayTotals extends EventTotals {
  readonly day: string;
}

/** Totals for every day of a month ('yyyy-MM'), in order, days without events included. */
export function totalsByDay(events: readonly Event[], month: string): DayTotals[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(year, index, 0).getDate();
  const byDay = new Map<string, Sums>();
  for (let day = 1; day <= length; day += 1)
    byDay.set(`${month}-${String(day).padStart(2, '0')}`, emptySums());
  for (const event of events) {
    const sums = byDay.get(eventDay(event) ?? '');
    if (sums !== undefined) add(sums, event);
  }
  return [...byDay].map(([day, sums]) => ({ day, ...finish(sums) }));
}
