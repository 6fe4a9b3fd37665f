import { listCampaigns } from '../endpoints/campaigns.ts';
import { listChannels } from '../endpoints/content.ts';
import {
  type CreatorListQuery,
  createCreator,
  deleteCreator,
  getCreator,
  listCreators,
  updateCreator,
} from '../endpoints/creators.ts';
import { listProcesses } from '../endpoints/processes.ts';
import { listCreatorsWithAccess } from '../endpoints/selection.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

// The creator picker shows names and logos.
const CREATOR_LISTS = [listCreators, listCreatorsWithAccess];
const creator = (id: number | string) => matchesCall(getCreator, { id });

/** Creators page by page: `const { items, loadMore } = useCreators({ s: 'ann', sort: 'name' })`. */
export function useCreators(query?: CreatorListQuery) {
  return useInfiniteList(listCreators, query === undefined ? {} : { query });
}

/** One creator with channels (and, for agency staff, payment preferences, threads); `null` waits. */
export function useCreator(id: number | null) {
  return useQuery(getCreator, id === null ? null : { params: { id } });
}

/** Creates a creator; the creator lists and the processes (a new prospect's conversion) refetch. */
export function useCreateCreator() {
  return useApiMutation(createCreator, [...CREATOR_LISTS, listProcesses]);
}

/** Changes a creator; the lists, the creator, the picker and the campaign board refetch. */
export function useUpdateCreator() {
  return useApiMutation(updateCreator, ({ params }) => [
    ...CREATOR_LISTS,
    creator(params.id),
    // The campaign board shows creators too.
    listCampaigns,
  ]);
}

/** Deletes a creator and its channels; the creator and channel lists refetch. */
export function useDeleteCreator() {
  return useApiMutation(deleteCreator, ({ params }) => [
    ...CREATOR_LISTS,
    creator(params.id),
    listChannels,
    listCampaigns,
  ]);
}
