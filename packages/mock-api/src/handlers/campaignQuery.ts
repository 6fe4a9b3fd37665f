import {
  CAMPAIGN_STATUSES,
  type Campaign,
  comparePriority,
  isInPlanning,
  matchesPlanningGroup,
  needsAttention,
  PLAN_IO_STATUSES,
  PLANNING_GROUPS,
  PRIORITIES,
} from '@airtime/domain';
import { canSeeCampaign } from '../auth/creatorVisibility.ts';
import { fieldError } from '../http/HttpError.ts';
import type { ListSpec } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { v } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';

// The query of the campaign lists (the planning board): its filters, read with the domain's
// rules (planning groups, in planning, needs attention), and its sorts.

/** Sorts of the campaign lists; brand and creator sort by name, priority by the domain's order. */
export function campaignListSpec(store: Store): ListSpec<Campaign> {
  return {
    sorts: {
      // comparePriority against the most pressing priority is the priority's rank.
      priority: (row) => comparePriority(row.priority, PRIORITIES[0]),
      created_at: (row) => row.created_at,
      updated_at: (row) => row.updated_at,
      ends_at: (row) => row.ends_at,
      status: (row) => row.status,
      group: (row) => (row.group === null ? null : PLANNING_GROUPS.indexOf(row.group)),
      brand: (row) => store.brands.get(row.brand_id)?.name ?? null,
      creator: (row) => store.creators.get(row.publisher_id)?.name ?? null,
      id: (row) => row.id,
    },
    defaultSort: '-created_at',
  };
}

/** The planning board's filters. */
export const campaignFilters = {
  s: v.string({ max: 255 }),
  ids: v.list(v.id(), { max: 200 }),
  group: v.list(v.oneOf(PLANNING_GROUPS), { max: 20 }),
  status: v.list(v.oneOf(CAMPAIGN_STATUSES), { max: 20 }),
  campaign_status: v.list(v.oneOf(PLAN_IO_STATUSES), { max: 20 }),
  io_status: v.list(v.oneOf(PLAN_IO_STATUSES), { max: 20 }),
  priority: v.list(v.oneOf(PRIORITIES), { max: 20 }),
  brand_id: v.list(v.id(), { max: 100 }),
  publisher_id: v.list(v.id(), { max: 100 }),
  content_id: v.list(v.id(), { max: 100 }),
  rep_cm: v.list(v.id(), { max: 100 }),
  in_planning: v.boolean(),
  needs_attention: v.boolean(),
  created_from: v.date(),
  created_to: v.date(),
  ends_from: v.date(),
  ends_to: v.date(),
};

/** Refuses a range whose end comes before its start. */
function checkRange(from: string | undefined, to: string | undefined, field: string): void {
  if (from !== undefined && to !== undefined && to < from) {
    fieldError(
      `${field}_to`,
      `The ${field} to field must be a date after or equal to ${field} from.`,
    );
  }
}

const inList = <T>(list: readonly T[] | undefined, value: T) =>
  list === undefined || list.includes(value);

/**
 * The campaigns a list query asks for, among those the user may see; 422 for a bad filter or a
 * range that ends before it starts.
 */
export function findCampaigns(store: Store, user: StoredUser, query: URLSearchParams): Campaign[] {
  const filters = readFilters(query, campaignFilters);
  checkRange(filters.created_from, filters.created_to, 'created');
  checkRange(filters.ends_from, filters.ends_to, 'ends');
  const needle = filters.s?.toLowerCase();
  const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
  const matchesText = (row: Campaign) =>
    needle === undefined ||
    [
      store.brands.get(row.brand_id)?.name,
      store.creators.get(row.publisher_id)?.name,
      store.channels.get(row.content_id)?.name,
    ].some((name) => name?.toLowerCase().includes(needle) === true);
  return store.campaigns
    .all()
    .filter(
      (row) =>
        canSeeCampaign(user, row) &&
        (ids === undefined || ids.has(row.id)) &&
        (filters.group === undefined ||
          filters.group.some((group) => matchesPlanningGroup(row.group, group))) &&
        inList(filters.status, row.status) &&
        inList(filters.campaign_status, row.campaign_status) &&
        inList(filters.io_status, row.io_status) &&
        inList(filters.priority, row.priority) &&
        inList(filters.brand_id, row.brand_id) &&
        inList(filters.publisher_id, row.publisher_id) &&
        inList(filters.content_id, row.content_id) &&
        (filters.rep_cm === undefined ||
          filters.rep_cm.includes(store.creators.get(row.publisher_id)?.rep_cm ?? 0)) &&
        (filters.in_planning === undefined || isInPlanning(row) === filters.in_planning) &&
        (filters.needs_attention === undefined ||
          needsAttention(row) === filters.needs_attention) &&
        (filters.created_from === undefined ||
          row.created_at.slice(0, 10) >= filters.created_from) &&
        (filters.created_to === undefined || row.created_at.slice(0, 10) <= filters.created_to) &&
        (filters.ends_from === undefined ||
          (row.ends_at !== null && row.ends_at >= filters.ends_from)) &&
        (filters.ends_to === undefined ||
          (row.ends_at !== null && row.ends_at <= filters.ends_to)) &&
        matchesText(row),
    );
}
