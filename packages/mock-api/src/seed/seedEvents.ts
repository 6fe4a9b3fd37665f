import type { Campaign, Channel, SponsorshipMention } from '@airtime/domain';
import { CREATOR_PERSONA_CREATOR_IDS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';
import { addProduction } from './seedProduction.ts';

/** Events span the past year and the next six months around the reference day (decisions §4). */
export const EVENT_PAST_DAYS = 365;
export const EVENT_FUTURE_DAYS = 183;

/** Money and views per brand and month, and per creator and month, for finance records. */
export interface EventTotals {
  /** key: brandId * 64 + month index (0 = a year before the reference month). */
  readonly brandMonths: Map<number, MonthTotal>;
  readonly creatorMonths: Map<number, MonthTotal>;
  readonly lastAiredByBrand: Map<number, number>;
}

/** The aired events of one brand's or creator's month: what they add up to, and which. */
export interface MonthTotal {
  amount: number;
  count: number;
  readonly eventIds: number[];
}

export const MONTH_SLOTS = 64;

const TITLE_FORMS = ['Ep.', 'Episode', '#', 'Live:', 'Part'];
const MENTION_STARTS = [30, 95, 240, 610, 905, 1320, 1800, 2400];

/**
 * Events on every channel over the past year and the next six months, with rates, estimated and
 * actual views; booked ones get their planned sponsorship and an event production in every
 * status, with its process, owner, tags, offer and tracker.
 */
export function seedEvents(context: SeedContext): EventTotals {
  const { store, random, pools, calendar, counts } = context;
  const channels = store.channels.all();
  const personaChannels = CREATOR_PERSONA_CREATOR_IDS.flatMap(
    (id) => context.channelsByCreator.get(id) ?? [],
  );
  const totals: EventTotals = {
    brandMonths: new Map(),
    creatorMonths: new Map(),
    lastAiredByBrand: new Map(),
  };
  const referenceMonth = monthIndexOf(calendar.referenceDate);
  const episodeByChannel = new Map<number, number>();
  let productionIndex = 0;

  for (let index = 0; index < counts.events; index += 1) {
    // The persona creators' channels get the first events, so their pages are never empty.
    const channel: Channel =
      index < personaChannels.length * 12
        ? (personaChannels[index % personaChannels.length] as Channel)
        : random.pickSkewed(channels, 1.3);
    const offset = random.int(-EVENT_PAST_DAYS, EVENT_FUTURE_DAYS);
    const campaigns: readonly Campaign[] = context.campaignsByChannel.get(channel.id) ?? [];
    const campaign =
      campaigns.length > 0 && random.chance(0.7) ? random.pick(campaigns) : undefined;
    const booked = campaign !== undefined;
    const reach = channel.subscribers_count ?? 10_000;
    const estimatedViews = Math.round(reach * (0.04 + random.next() * 0.2)) + 200;
    const past = offset < 0;
    const skipped = past && random.chance(0.05);
    const airedOffset = past && !skipped ? Math.min(-1, offset + random.int(0, 2)) : null;
    const actualViews =
      airedOffset === null ? null : Math.round(estimatedViews * (0.5 + random.next() * 1.1));
    const rate = booked
      ? Math.max(250, Math.round(((estimatedViews / 1000) * random.int(15, 45)) / 50) * 50)
      : null;
    const createdOffset = offset - random.int(14, 60);
    const createdAt = calendar.at(createdOffset, context.minute());
    const episode = (episodeByChannel.get(channel.id) ?? random.int(12, 300)) + 1;
    episodeByChannel.set(channel.id, episode);

    const event = store.events.insert({
      id: store.events.nextId(),
      content_id: channel.id,
      publisher_id: channel.publisher_id,
      brand_id: campaign?.brand_id ?? null,
      title: `${random.pick(TITLE_FORMS)} ${episode}: ${capitalize(random.pick(pools.adjectives))} ${capitalize(random.pick(pools.nouns))}`,
      url: airedOffset === null ? null : `${channel.url ?? 'https://example.com'}/${episode}`,
      planned_date: calendar.day(offset),
      aired_date: airedOffset === null ? null : calendar.day(airedOffset),
      billing_date: booked && airedOffset !== null ? calendar.day(airedOffset + 30) : null,
      rate,
      actual_views: actualViews,
      estimated_views: estimatedViews,
      is_scheduled: booked && (past || random.chance(0.8)),
      reviewed_at:
        airedOffset !== null && random.chance(0.6)
          ? calendar.at(Math.min(-1, airedOffset + random.int(1, 5)), context.minute())
          : null,
      has_potential_matches: airedOffset !== null && !booked && random.chance(0.1),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });

    if (!booked) {
      // Traffic found a brand in some unbooked content: an unplanned sponsorship to review.
      if (event.has_potential_matches && random.chance(0.5)) {
        store.sponsorships.insert({
          id: store.sponsorships.nextId(),
          brand_id: random.pick(context.brandIds),
          event_id: event.id,
          type: 'in-show',
          is_planned: false,
          mentions: [{ start: random.pick(MENTION_STARTS), is_reviewed: false }],
          campaign_vitals: { views: null, clicks: null, conversions: null, revenue: null },
          created_at: createdAt,
          deleted_at: null,
        });
      }
      continue;
    }

    const brandId = campaign.brand_id;
    const clicks =
      actualViews === null ? null : Math.round(actualViews * (0.005 + random.next() * 0.025));
    const conversions = clicks === null ? null : Math.round(clicks * (0.02 + random.next() * 0.06));
    const mentions: SponsorshipMention[] =
      airedOffset === null
        ? []
        : [{ start: random.pick(MENTION_STARTS), is_reviewed: event.reviewed_at !== null }];
    const sponsorship = store.sponsorships.insert({
      id: store.sponsorships.nextId(),
      brand_id: brandId,
      event_id: event.id,
      type: random.chance(0.85) ? 'in-show' : 'dedicated',
      is_planned: true,
      mentions,
      campaign_vitals: {
        views: actualViews,
        clicks,
        conversions,
        revenue: conversions === null ? null : conversions * random.int(30, 120),
      },
      created_at: createdAt,
      deleted_at: null,
    });

    addProduction(context, {
      event,
      channel,
      campaign,
      sponsorshipId: sponsorship.id,
      index: productionIndex,
      airedOffset,
      past,
      createdAt,
    });
    productionIndex += 1;

    if (airedOffset !== null && rate !== null) {
      const month = monthIndexOf(calendar.day(airedOffset)) - referenceMonth + 13;
      add(totals.brandMonths, brandId * MONTH_SLOTS + month, rate, event.id);
      add(
        totals.creatorMonths,
        channel.publisher_id * MONTH_SLOTS + month,
        Math.round(rate * 0.7),
        event.id,
      );
      const last = totals.lastAiredByBrand.get(brandId);
      if (last === undefined || airedOffset > last)
        totals.lastAiredByBrand.set(brandId, airedOffset);
    }
  }
  return totals;
}

function add(map: Map<number, MonthTotal>, key: number, amount: number, eventId: number) {
  const entry = map.get(key);
  if (entry === undefined) map.set(key, { amount, count: 1, eventIds: [eventId] });
  else {
    entry.amount += amount;
    entry.count += 1;
    entry.eventIds.push(eventId);
  }
}

/** Months since year 0 of a yyyy-MM-dd day. */
export function monthIndexOf(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
