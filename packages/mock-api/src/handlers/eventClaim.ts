import type { Event } from '@airtime/domain';
import type { UserContext } from '../http/route.ts';
import type { ErrorBag } from '../http/validate.ts';
import { createProduction, publishProduction } from './productionWrites.ts';

// Traffic's `event claiming` (decisions §9): PUT /api/events/{id} with `campaign_id` attaches an
// aired event to a campaign on its channel. The event is then booked for the campaign's brand (a
// campaign's events are those of its brand on its channel), its matches are handled, and it gets
// the planned sponsorship and production a booked event has; a mention matching found for that
// brand becomes the planned sponsorship's, reviewed.

/** Why the campaign cannot take the event, added to `errors` (nothing when it can). */
export function checkClaim(
  context: UserContext<string>,
  event: Event,
  campaignId: number,
  errors: ErrorBag,
): void {
  const campaign = context.store.campaigns.get(campaignId);
  if (campaign === undefined) errors.add('campaign_id', 'The selected campaign id is invalid.');
  else if (campaign.content_id !== event.content_id)
    errors.add('campaign_id', 'The campaign runs on another channel than the event.');
  else if (event.brand_id !== null && event.brand_id !== campaign.brand_id)
    errors.add('campaign_id', 'The event is already booked for another brand.');
}

/** Books the (checked) event for the campaign's brand; answers the event as it now is. */
export function claimEvent(context: UserContext<string>, event: Event, campaignId: number): Event {
  const { store } = context;
  const campaign = store.campaigns.get(campaignId);
  if (campaign === undefined || event.brand_id === campaign.brand_id) return event;
  const now = context.nowIso();
  const claimed =
    store.events.update(event.id, {
      brand_id: campaign.brand_id,
      has_potential_matches: false,
      reviewed_at: event.reviewed_at ?? now,
      updated_at: now,
    }) ?? event;
  const found = store.sponsorships
    .lookup('event_id', event.id)
    .filter((row) => row.brand_id === campaign.brand_id && !row.is_planned);
  for (const row of found) store.sponsorships.remove(row.id, now);
  const production = createProduction(context, claimed, campaign.brand_id, {
    type: found[0]?.type ?? 'in-show',
    status: claimed.aired_date === null ? 'new' : 'aired',
    projection: claimed.aired_date === null ? null : 'happened',
    is_important: false,
    offer_id: null,
  });
  const mentions = found.flatMap((row) => row.mentions);
  if (production.sponsorship_id !== null && mentions.length > 0) {
    store.sponsorships.update(production.sponsorship_id, {
      mentions: mentions.map((mention) => ({ ...mention, is_reviewed: true })),
    });
  }
  publishProduction(context, production);
  return claimed;
}
