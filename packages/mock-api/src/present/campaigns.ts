import type {
  BookingDecision,
  Brand,
  Campaign,
  Channel,
  Creator,
  Event,
  ListIncluded,
} from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { includeRows } from './include.ts';

/** A campaign's booked events: those on its channel for its brand, by date. */
export function campaignEvents(store: Store, campaign: Campaign): Event[] {
  return store.events
    .lookup('content_id', campaign.content_id)
    .filter((event) => event.brand_id === campaign.brand_id)
    .sort((a, b) =>
      (a.aired_date ?? a.planned_date ?? '').localeCompare(b.aired_date ?? b.planned_date ?? ''),
    );
}

/** A campaign's booking decisions (bookings made despite conflicts), newest first. */
export function campaignBookingDecisions(store: Store, campaignId: number): BookingDecision[] {
  return store.bookingDecisions
    .lookup('campaign_id', campaignId)
    .sort((a, b) => b.decided_at.localeCompare(a.decided_at) || b.id - a.id);
}

/**
 * A campaign as lists send it: its planning process and IO document embedded (one-to-one, with
 * no key on the campaign to point with); brand, creator and channel go in `included`. The
 * detail call embeds those too, with the relationship and the booked events.
 */
export function presentCampaign(store: Store, campaign: Campaign, detail = false): Campaign {
  const process = store.processes.lookupOne('subject', subjectKey('campaign', campaign.id));
  const ioDocument = store.ioDocuments.lookupOne('campaign_id', campaign.id);
  const base: Campaign = {
    ...campaign,
    ...(process === undefined ? {} : { process }),
    ...(ioDocument === undefined ? {} : { ioDocument }),
  };
  if (!detail) return base;
  const brand = store.brands.get(campaign.brand_id);
  const creator = store.creators.get(campaign.publisher_id);
  const channel = store.channels.get(campaign.content_id);
  const relationship =
    campaign.relationship_id === null
      ? undefined
      : store.relationships.get(campaign.relationship_id);
  return {
    ...base,
    ...(brand === undefined ? {} : { brand }),
    ...(creator === undefined ? {} : { creator }),
    ...(channel === undefined ? {} : { channel }),
    ...(relationship === undefined ? {} : { relationship }),
    events: campaignEvents(store, campaign),
    booking_decisions: campaignBookingDecisions(store, campaign.id),
  };
}

/** `included` of a campaign list: the brands, creators and channels its rows point at. */
export function includeCampaignRelations(
  store: Store,
  campaigns: readonly Campaign[],
): ListIncluded & { brands: Brand[]; creators: Creator[]; channels: Channel[] } {
  return {
    brands: includeRows(
      store.brands,
      campaigns.map((row) => row.brand_id),
    ),
    creators: includeRows(
      store.creators,
      campaigns.map((row) => row.publisher_id),
    ),
    channels: includeRows(
      store.channels,
      campaigns.map((row) => row.content_id),
    ),
  };
}
