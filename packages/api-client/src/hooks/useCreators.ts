import {
  type CreatorListQuery,
  createCreator,
  deleteCreator,
  getCreator,
  listCreators,
  updateCreator,
} from '../endpoints/creators.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';

const LIST_PATH = '/api/creators';
const recordPath = (id: number | string) => `${LIST_PATH}/${id}`;
// The creator picker shows names and logos; the campaign board shows creators too.
const PICKER_PATH = '/api/creator/creators-with-access';
const CAMPAIGNS_PATH = '/api/new-campaigns';

/** Creators page by page: `const { items, loadMore } = useCreators({ s: 'ann', sort: 'name' })`. */
export function useCreators(query?: CreatorListQuery) {
  return useInfiniteList(listCreators, query === undefined ? {} : { query });
}

/** One creator with channels (and, for agency staff, payment preferences, threads); `null` waits. */
export function useCreator(id: number | null) {
  return useQuery(getCreator, id === null ? null : { params: { id } });
}

/** Creates a creator; the creator lists refetch. */
export function useCreateCreator() {
  return useApiMutation(createCreator, () => [LIST_PATH, PICKER_PATH]);
}

/** Changes a creator; the lists, the creator, the picker and the campaign board refetch. */
export function useUpdateCreator() {
  return useApiMutation(updateCreator, ({ params }) => [
    LIST_PATH,
    recordPath(params.id),
    PICKER_PATH,
    CAMPAIGNS_PATH,
  ]);
}

/** Deletes a creator and its channels; the creator and channel lists refetch. */
export function useDeleteCreator() {
  return useApiMutation(deleteCreator, ({ params }) => [
    LIST_PATH,
    recordPath(params.id),
    PICKER_PATH,
    '/api/content',
    CAMPAIGNS_PATH,
  ]);
}
