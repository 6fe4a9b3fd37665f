import type { CampaignVitals, Event } from '@airtime/domain';
import {
  type EventFigures,
  getEventDay,
  getLastAired,
  groupBy,
  summarizeEvents,
} from '../events/eventFigures.ts';
import { monthRange } from '../months/months.ts';

// What the brand app's reports add up from a period's events (spec §1: what aired and what it
// earned): the events' figures, and what the brand's own sponsorships brought back.

/** The brand's own results on an event: its booked sponsorship's vitals, if any. */
export function eventVitals(event: Event): CampaignVitals | undefined {
  const sponsorship =
    event.plannedSponsorship ??
    event.sponsorships?.find((row) => row.is_planned && row.brand_id === event.brand_id);
  return sponsorship?.campaign_vitals;
}

/** The figures of a set of events with the brand's results on them. */
export interface EventTotals extends EventFigures {
  readonly clicks: number;
  readonly conversions: number;
  readonly revenue: number;
  /** Revenue per dollar spent; null before any spend. */
  readonly roas: number | null;
  /** Spend per conversion; null before any conversion. */
  readonly costPerConversion: number | null;
}

/** The totals of a set of events. */
export function totalEvents(events: readonly Event[]): EventTotals {
  const figures = summarizeEvents(events);
  let clicks = 0;
  let conversions = 0;
  let revenue = 0;
  for (const event of events) {
    const vitals = eventVitals(event);
    clicks += vitals?.clicks ?? 0;
    conversions += vitals?.conversions ?? 0;
    revenue += vitals?.revenue ?? 0;
  }
  return {
    ...figures,
    clicks,
    conversions,
    revenue,
    roas: figures.spend > 0 ? revenue / figures.spend : null,
    costPerConversion: conversions > 0 ? figures.spend / conversions : null,
  };
}

/** Totals per group, with the group's id, name and logo, and when one of its events last aired. */
export interface GroupTotals extends EventTotals {
  readonly id: number;
  readonly name: string;
  readonly logo: string | null;
  /** The latest day one of the group's events aired; null when none has. */
  readonly lastAired: string | null;
}

type GroupHead = Pick<GroupTotals, 'id' | 'name' | 'logo'>;

/** Totals per group, most spend first; a group is named from its first event. */
function totalsBy(
  events: readonly Event[],
  headOf: (event: Event) => GroupHead,
  tieBreak: (a: GroupTotals, b: GroupTotals) => number,
): GroupTotals[] {
  return [...groupBy(events, (event) => headOf(event).id).values()]
    .map((group) => ({
      ...headOf(group[0] as Event),
      lastAired: getLastAired(group),
      ...totalEvents(group),
    }))
    .sort((a, b) => b.spend - a.spend || tieBreak(a, b));
}

const byName = (a: GroupHead, b: GroupHead) => a.name.localeCompare(b.name);

/** Totals per creator, most spend first. */
export function totalsByCreator(events: readonly Event[]): GroupTotals[] {
  return totalsBy(
    events,
    (event) => ({
      id: event.publisher_id,
      name: event.creator?.name ?? `Creator ${event.publisher_id}`,
      logo: event.creator?.logo ?? null,
    }),
    byName,
  );
}

/** Totals per channel, most spend first. */
export function totalsByChannel(events: readonly Event[]): GroupTotals[] {
  return totalsBy(
    events,
    (event) => ({
      id: event.content_id,
      name: event.channel?.name ?? `Channel ${event.content_id}`,
      logo: event.channel?.logo ?? null,
    }),
    byName,
  );
}

/** Totals per content type (platform id), most spend first; unknown channels under 0. */
export function totalsByContentType(events: readonly Event[]): GroupTotals[] {
  return totalsBy(
    events,
    (event) => {
      const id = event.channel?.content_type_id ?? 0;
      return { id, name: String(id), logo: null };
    },
    (a, b) => a.id - b.id,
  );
}

/** One day of a month: the day, and what aired or was planned on it. */
export interface DayTotals extends EventTotals {
  readonly day: string;
}

/** Totals for every day of a month ('yyyy-MM'), in order, days without events included. */
export function totalsByDay(events: readonly Event[], month: string): DayTotals[] {
  const byDay = groupBy(events, getEventDay);
  const length = Number(monthRange(month).end.slice(8));
  return Array.from({ length }, (_, index) => {
    const day = `${month}-${String(index + 1).padStart(2, '0')}`;
    return { day, ...totalEvents(byDay.get(day) ?? []) };
  });
}
