import {
  AGENCY_CHANNEL,
  CAMPAIGN_STATUSES,
  type Campaign,
  type IoDocument,
  isInPlanning,
  PLAN_IO_STATUSES,
  PLANNING_GROUPS,
  type PlanningGroup,
  PRIORITIES,
} from '@airtime/domain';
import type { BaseContext } from '../http/route.ts';
import { v } from '../http/validate.ts';
import { presentCampaign } from '../present/campaigns.ts';
import { syncCampaignProcess } from '../store/campaignProcess.ts';
import type { Store } from '../store/createStore.ts';

// The rules every campaign write shares (create, update, batch update, IO documents): which fields
// a client may set, how the planning group follows the status, and what a write publishes.

/** Fields a client may set on a campaign (PUT, batch update; POST adds brand and channel). */
export const campaignFields = {
  status: v.oneOf(CAMPAIGN_STATUSES),
  campaign_status: v.oneOf(PLAN_IO_STATUSES),
  io_status: v.oneOf(PLAN_IO_STATUSES),
  priority: v.oneOf(PRIORITIES),
  group: v.oneOf(PLANNING_GROUPS).nullable(),
  ends_at: v.date().nullable(),
  /** Only null, to bring back a campaign production sent back; setting it is production's job. */
  back_to_tcp_production_id: v.id().nullable(),
};

export type CampaignInput = Partial<
  Pick<
    Campaign,
    | 'status'
    | 'campaign_status'
    | 'io_status'
    | 'priority'
    | 'group'
    | 'ends_at'
    | 'back_to_tcp_production_id'
  >
>;

/** The time-in-group text the server shows right after a campaign changes group. */
export const JUST_MOVED = 'a few seconds';

/** A planned write, or the reason it is refused, by field. */
export type CampaignPlan =
  | { readonly ok: true; readonly patch: Partial<Campaign> }
  | { readonly ok: false; readonly field: string; readonly message: string };

/**
 * Works out the whole change a campaign write makes, without writing. The planning group follows
 * the domain's rule: a campaign in planning (isInPlanning) sits in a group, one that is not has
 * none. A group sent for a campaign outside planning is refused; a campaign entering planning
 * without one starts in cm_request (new) or create_plan, and one turning to No Thanks goes to
 * declined.
 */
export function planCampaignChange(
  store: Store,
  current: Campaign | null,
  input: CampaignInput,
): CampaignPlan {
  if (
    input.back_to_tcp_production_id != null &&
    !store.eventProductions.has(input.back_to_tcp_production_id)
  ) {
    return {
      ok: false,
      field: 'back_to_tcp_production_id',
      message: 'The selected back to tcp production id is invalid.',
    };
  }
  const next = {
    status: input.status ?? current?.status ?? 'in-progress',
    campaign_status: input.campaign_status ?? current?.campaign_status ?? 'not-started',
    back_to_tcp_production_id:
      input.back_to_tcp_production_id === undefined
        ? (current?.back_to_tcp_production_id ?? null)
        : input.back_to_tcp_production_id,
  };
  let group: PlanningGroup | null;
  if (!isInPlanning(next)) {
    if (input.group != null) {
      return {
        ok: false,
        field: 'group',
        message: 'The group field must be empty for a campaign that is not in planning.',
      };
    }
    group = null;
  } else if (input.group === null) {
    return {
      ok: false,
      field: 'group',
      message: 'The group field is required for a campaign in planning.',
    };
  } else if (input.group !== undefined) {
    group = input.group;
  } else if (next.status === 'rejected' && current?.status !== 'rejected') {
    group = 'declined';
  } else {
    group = current?.group ?? (current === null ? 'cm_request' : 'create_plan');
  }
  const patch: Partial<Campaign> = { ...input, ...next, group };
  if (current === null || group !== current.group) {
    return { ok: true, patch: { ...patch, group_duration: group === null ? null : JUST_MOVED } };
  }
  return { ok: true, patch };
}

/** Applies a planned change: the campaign, its process, and campaign.updated to agency staff. */
export function commitCampaignChange(
  context: BaseContext<string>,
  campaign: Campaign,
  patch: Partial<Campaign>,
): Campaign {
  const now = context.nowIso();
  const updated =
    context.store.campaigns.update(campaign.id, { ...patch, updated_at: now }) ?? campaign;
  syncCampaignProcess(context.store, updated, now);
  syncIoDocument(context.store, campaign, updated, now);
  const presented = presentCampaign(context.store, updated);
  context.publish(AGENCY_CHANNEL, 'campaign.updated', presented);
  return updated;
}

/**
 * Keeps the campaign's IO document in step with its io_status: moving to Sent (approved) stamps
 * sent_at when it was never sent, moving to Signed (creator-approved) records the signature, and
 * leaving Signed clears it. A campaign without a document has nothing to stamp.
 */
function syncIoDocument(store: Store, before: Campaign, after: Campaign, at: string): void {
  if (before.io_status === after.io_status) return;
  const document = store.ioDocuments.lookupOne('campaign_id', after.id);
  if (document === undefined) return;
  const patch: Partial<IoDocument> = {
    ...(after.io_status === 'approved' && document.sent_at === null ? { sent_at: at } : {}),
    ...(after.io_status === 'creator-approved' ? { signed_at: at } : {}),
    ...(before.io_status === 'creator-approved' ? { signed_at: null } : {}),
  };
  if (Object.keys(patch).length > 0)
    store.ioDocuments.update(document.id, { ...patch, updated_at: at });
}
