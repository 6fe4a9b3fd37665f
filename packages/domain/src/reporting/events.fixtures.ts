import type { Brand } from '../model/Brand.ts';
import type { Channel } from '../model/Channel.ts';
import type { Creator } from '../model/Creator.ts';
import type { Event } from '../model/Event.ts';
import type { EventProduction } from '../model/EventProduction.ts';
import type { CampaignVitals, Sponsorship } from '../model/Sponsorship.ts';
import type { Projection } from '../production/projections.ts';

// Test data only: whole events and the relations the reporting rules read.

let nextId = 1;

/**
 * A whole Event: an unbooked, unscheduled event of creator 1 on channel 1, planned for 2026-10-01
 * and not aired, with `fields` over it. Without an id it takes the next one.
 */
export function buildEvent(fields: Partial<Event> = {}): Event {
  return {
    id: nextId++,
    content_id: 1,
    publisher_id: 1,
    brand_id: null,
    title: 'Episode',
    url: null,
    planned_date: '2026-10-01',
    aired_date: null,
    billing_date: null,
    rate: null,
    actual_views: null,
    estimated_views: null,
    is_scheduled: false,
    reviewed_at: null,
    has_potential_matches: false,
    created_at: '2026-10-01T00:00:00Z',
    updated_at: '2026-10-01T00:00:00Z',
    deleted_at: null,
    ...fields,
  };
}

/** An event that aired on `day` for `rate`, with its actual and estimated views. */
export function airedEvent(
  day: string,
  rate: number | null,
  views: number,
  estimated: number,
  fields: Partial<Event> = {},
): Event {
  return buildEvent({
    planned_date: day,
    aired_date: day,
    rate,
    actual_views: views,
    estimated_views: estimated,
    ...fields,
  });
}

/** An event planned for `day` and not aired yet, for `rate` and an estimate of views. */
export function plannedEvent(
  day: string,
  rate: number | null,
  estimated: number,
  fields: Partial<Event> = {},
): Event {
  return buildEvent({ planned_date: day, rate, estimated_views: estimated, ...fields });
}

/** A brand as events include it. */
export function buildBrand(id: number, name: string, logo: string | null = null): Brand {
  return { id, name, logo } as Brand;
}

/** A creator as events include it. */
export function buildCreator(id: number, name: string, logo: string | null = null): Creator {
  return { id, name, logo } as Creator;
}

/** A channel as events include it. */
export function buildChannel(
  id: number,
  name: string,
  contentTypeId: Channel['content_type_id'] = 1,
): Channel {
  return { id, name, logo: null, content_type_id: contentTypeId } as Channel;
}

/** An event's production with only its projection. */
export function buildProduction(projection: Projection | null): EventProduction {
  return { projection } as EventProduction;
}

/** A sponsorship of brand `brandId` with its results. */
export function buildSponsorship(
  brandId: number,
  vitals: Partial<CampaignVitals>,
  isPlanned = true,
): Sponsorship {
  return {
    id: nextId++,
    brand_id: brandId,
    event_id: 1,
    type: 'in-show',
    is_planned: isPlanned,
    mentions: [],
    campaign_vitals: { views: null, clicks: null, conversions: null, revenue: null, ...vitals },
    created_at: '2026-10-01T00:00:00Z',
    deleted_at: null,
  };
}
