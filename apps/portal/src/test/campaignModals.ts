import { type Campaign, formatCampaignName, isInPlanning } from '@airtime/domain';
import type { MockServer } from '@airtime/mock-api/node';
import { screen } from '@testing-library/react';

// Test helpers for the campaign modals (features/campaigns): a seeded campaign to open, and the
// URL that opens a modal about it.

/** A path with a shell modal open on it: `modalPath('/agency/planning', 'plan', { campaignId: 3 })`. */
export function modalPath(path: string, name: string, props: Record<string, number>): string {
  return `${path}?${new URLSearchParams({ modal: `${name}:${JSON.stringify(props)}` })}`;
}

/** The first live campaign in planning that matches, with its process's workflow offering moves. */
export function seededCampaign(
  mock: MockServer,
  matches: (campaign: Campaign) => boolean = () => true,
): Campaign {
  const { campaigns, processes } = mock.backend.store;
  const found = campaigns
    .all()
    .find(
      (campaign) =>
        campaign.deleted_at === null &&
        isInPlanning(campaign) &&
        (processes.lookupOne('subject', `campaign:${campaign.id}`)?.workflows.planning
          ?.available_transitions.length ?? 0) > 0 &&
        matches(campaign),
    );
  if (found === undefined) throw new Error('No seeded campaign matches');
  return found;
}

/** The open campaign modal (its dialog, named after the campaign or its task). */
export function findDialog(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name }, { timeout: 20_000 });
}

/** The process of a seeded campaign, as the fake stores it now. */
export function processOf(mock: MockServer, campaignId: number) {
  const process = mock.backend.store.processes.lookupOne('subject', `campaign:${campaignId}`);
  if (process === undefined) throw new Error(`Campaign ${campaignId} has no process`);
  return process;
}

/** A seeded campaign's name as its modal's title reads it, '{brand} × {creator}'. */
export function campaignName(mock: MockServer, campaign: Campaign): string {
  const { brands, creators } = mock.backend.store;
  return formatCampaignName({
    brand: brands.get(campaign.brand_id)?.name ?? '',
    creator: creators.get(campaign.publisher_id)?.name ?? '',
  });
}
