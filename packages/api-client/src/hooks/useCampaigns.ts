import { listAssignees } from '../endpoints/assignees.ts';
import {
  batchUpdateCampaigns,
  type CampaignListQuery,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from '../endpoints/campaigns.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';
import { preloadQuery } from '../swr/preloads.ts';

const campaign = (id: number | string) => matchesCall(getCampaign, { id });

/** The planning board, page by page: `const { items, hasMore, loadMore } = useCampaigns({ group: 'cm_request' })`. */
export function useCampaigns(query?: CampaignListQuery) {
  return useInfiniteList(listCampaigns, campaignsInput(query));
}

/** Starts useCampaigns(query)'s first page before it renders (a route's preload). */
export function preloadCampaigns(client: HttpClient, query?: CampaignListQuery) {
  return preloadQuery(client, listCampaigns, campaignsInput(query));
}

function campaignsInput(query: CampaignListQuery | undefined) {
  return query === undefined ? {} : { query };
}

/** One campaign with its brand, creator, channel and events; `null` waits. */
export function useCampaign(id: number | null) {
  return useQuery(getCampaign, id === null ? null : { params: { id } });
}

/** Creates a campaign; the campaign lists refetch. */
export function useCreateCampaign() {
  return useApiMutation(createCampaign, [listCampaigns]);
}

/** Updates a campaign; the lists and the campaign refetch. */
export function useUpdateCampaign() {
  return useApiMutation(updateCampaign, ({ params }) => [listCampaigns, campaign(params.id)]);
}

/**
 * Changes several campaigns at once (all or none); the lists and each campaign refetch, and the
 * assignees when it sets their owner.
 */
export function useBatchUpdateCampaigns() {
  return useApiMutation(batchUpdateCampaigns, ({ body }) => [
    listCampaigns,
    ...body.ids.map(campaign),
    ...(body.owner_id === undefined ? [] : [listAssignees]),
  ]);
}

/** Deletes a campaign; the lists refetch (and the campaign itself, which now answers 404). */
export function useDeleteCampaign() {
  return useApiMutation(deleteCampaign, ({ params }) => [listCampaigns, campaign(params.id)]);
}
