import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  isInPlanning,
  PLAN_IO_STATUSES,
  PLANNING_GROUPS,
  type PlanIoStatus,
  type PlanningGroup,
  PRIORITIES,
} from '@airtime/domain';
import { planIoMoves } from '../workflow/planIoMoves.ts';
import { BRAND_PERSONA_BRAND_IDS, CREATOR_PERSONA_CREATOR_IDS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';

// Statuses weighted toward what a live agency holds: mostly active, a long tail of the rest.
const STATUS_WEIGHTS: ReadonlyArray<readonly [CampaignStatus, number]> = [
  ['active', 30],
  ['in-progress', 12],
  ['brand-negotiations', 8],
  ['publisher-negotiations', 6],
  ['review', 5],
  ['renewal', 5],
  ['renew-recommendation', 4],
  ['renewed', 4],
  ['paused', 4],
  ['no-response', 4],
  ['archived', 10],
  ['cancelled', 4],
  ['rejected', 4],
];
const STATUS_TABLE = STATUS_WEIGHTS.flatMap(([status, weight]) =>
  Array<CampaignStatus>(weight).fill(status),
);

const DURATIONS = [
  'a few seconds',
  '3 hours',
  '1 day',
  '4 days',
  '2 weeks',
  '1 month',
  '5 months',
  '1 year',
];

/** The brands each persona creator works with: active ones and an inactive one (brand 5, 10). */
const PERSONA_CREATOR_BRANDS: Readonly<Record<number, readonly number[]>> = {
  [CREATOR_PERSONA_CREATOR_IDS[0]]: [BRAND_PERSONA_BRAND_IDS[0], BRAND_PERSONA_BRAND_IDS[1], 5],
  [CREATOR_PERSONA_CREATOR_IDS[1]]: [4, 6, 10],
};

/**
 * Campaigns on distinct brand and channel pairs, every status and planning group present, each
 * with its relationship, planning process and, once the IO is under way, its IO document.
 */
export function seedCampaigns(context: SeedContext): void {
  const { store, random, counts, brandIds } = context;
  const channels = store.channels.all();
  const pairs = new Set<string>();
  const planned: Array<{ brandId: number; channelId: number }> = [];

  for (const [creatorId, personaBrands] of Object.entries(PERSONA_CREATOR_BRANDS)) {
    const creatorChannels = context.channelsByCreator.get(Number(creatorId)) ?? [];
    personaBrands.forEach((brandId, index) => {
      const channel = creatorChannels[index % Math.max(1, creatorChannels.length)];
      if (channel !== undefined && brandIds.includes(brandId)) {
        pairs.add(`${brandId}:${channel.id}`);
        planned.push({ brandId, channelId: channel.id });
      }
    });
  }
  // Bounded: at tiny scales there may be fewer free pairs than campaigns asked for.
  for (
    let attempt = 0;
    planned.length < counts.campaigns && attempt < counts.campaigns * 5;
    attempt += 1
  ) {
    const brandId = random.pickSkewed(brandIds, 1.4);
    const channel = random.pick(channels);
    const key = `${brandId}:${channel.id}`;
    if (pairs.has(key)) continue;
    pairs.add(key);
    planned.push({ brandId, channelId: channel.id });
  }

  planned.forEach(({ brandId, channelId }, index) => {
    const channel = store.channels.get(channelId);
    if (channel === undefined) return;
    // The first campaigns walk every status, then every planning group, so each is present.
    const status: CampaignStatus =
      index < CAMPAIGN_STATUSES.length
        ? (CAMPAIGN_STATUSES[index] ?? 'active')
        : index < CAMPAIGN_STATUSES.length + PLANNING_GROUPS.length
          ? 'in-progress'
          : random.pick(STATUS_TABLE);
    const forcedGroup =
      index >= CAMPAIGN_STATUSES.length && index < CAMPAIGN_STATUSES.length + PLANNING_GROUPS.length
        ? PLANNING_GROUPS[index - CAMPAIGN_STATUSES.length]
        : undefined;
    const campaignStatus: PlanIoStatus =
      status === 'active' && random.chance(0.2) ? 'not-started' : random.pick(PLAN_IO_STATUSES);
    const probe = { status, campaign_status: campaignStatus, back_to_tcp_production_id: null };
    const group: PlanningGroup | null =
      forcedGroup ??
      (status === 'rejected'
        ? 'declined'
        : isInPlanning(probe)
          ? random.pick(PLANNING_GROUPS.filter((value) => value !== 'declined'))
          : null);
    const ioStatus: PlanIoStatus =
      group === 'io_approval' ? 'review' : random.pick(PLAN_IO_STATUSES);
    const offset = -random.int(5, 380);
    const createdAt = context.calendar.at(offset, context.minute());
    const brand = store.brands.get(brandId);

    let relationship = store.relationships.lookupOne('pair', `${brandId}:${channel.publisher_id}`);
    if (relationship === undefined) {
      relationship = store.relationships.insert({
        brand_id: brandId,
        publisher_id: channel.publisher_id,
        approval_status: random.pick([
          'approved',
          'approved',
          'approved',
          'undecided',
          'to-discuss',
          'unsent',
          'rejected',
        ]),
        is_active: (brand?.is_active ?? true) && status !== 'archived' && status !== 'cancelled',
        started_on: context.calendar.day(offset),
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      });
    }

    const campaign = store.campaigns.insert({
      brand_id: brandId,
      publisher_id: channel.publisher_id,
      content_id: channel.id,
      status,
      campaign_status: campaignStatus,
      priority: random.pick(PRIORITIES),
      group,
      group_duration: group === null ? null : random.pick(DURATIONS),
      ends_at: random.chance(0.6) ? context.calendar.day(random.int(-60, 240)) : null,
      relationship_id: relationship.id,
      io_status: ioStatus,
      back_to_tcp_production_id: null,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    let list = context.campaignsByChannel.get(channel.id);
    if (list === undefined) {
      list = [];
      context.campaignsByChannel.set(channel.id, list);
    }
    list.push(campaign);

    store.processes.insert({
      subject_type: 'campaign',
      subject_id: campaign.id,
      workflows: {
        planning: {
          status: group ?? 'done',
          available_transitions: nextGroups(group),
        },
        plan: {
          status: campaignStatus,
          available_transitions: planIoMoves(campaignStatus),
        },
        io: { status: ioStatus, available_transitions: planIoMoves(ioStatus) },
      },
      created_at: createdAt,
      updated_at: createdAt,
    });

    if (ioStatus !== 'not-started' && ioStatus !== 'skipped') {
      store.ioDocuments.insert({
        campaign_id: campaign.id,
        number: `IO-${createdAt.slice(0, 4)}-${String(campaign.id).padStart(4, '0')}`,
        file_url:
          ioStatus === 'in-progress' ? null : `/api/campaigns/${campaign.id}/io-document/file.pdf`,
        sent_at:
          ioStatus === 'approved' || ioStatus === 'review' || ioStatus === 'creator-approved'
            ? createdAt
            : null,
        signed_at:
          ioStatus === 'creator-approved'
            ? context.calendar.at(offset + 3, context.minute())
            : null,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }

    if (random.chance(0.3)) {
      store.promoCodes.insert({
        brand_id: brandId,
        publisher_id: channel.publisher_id,
        code: `${channel.handle?.slice(0, 8).toUpperCase() ?? 'CODE'}${random.int(10, 50)}`,
        description: `${random.int(1, 4) * 5}% off with the creator's code`,
        starts_on: context.calendar.day(offset),
        ends_on: random.chance(0.4) ? context.calendar.day(random.int(0, 200)) : null,
        created_at: createdAt,
      });
    }
  });
}

/** The planning groups a campaign may move to next: forward one step, or declined. */
export function nextGroups(group: PlanningGroup | null): string[] {
  if (group === null || group === 'declined') return [];
  const index = PLANNING_GROUPS.indexOf(group);
  const next = PLANNING_GROUPS[index + 1];
  return next === undefined || next === 'declined' ? ['declined'] : [next, 'declined'];
}

/** The statuses just before and after `status`: the moves a workflow offers. */
export function neighbours<T extends string>(list: readonly T[], status: T): string[] {
  const index = list.indexOf(status);
  return [list[index - 1], list[index + 1]].filter((value): value is T => value !== undefined);
}
