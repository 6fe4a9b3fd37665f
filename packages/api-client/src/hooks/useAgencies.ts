import {
  type AgencyListQuery,
  createAgency,
  getAgency,
  listAgencies,
  updateAgency,
} from '../endpoints/agencies.ts';
import { listAssignees } from '../endpoints/assignees.ts';
import { listBrands } from '../endpoints/brands.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** The agency list, page by page: `const { items, hasMore, loadMore } = useAgencies({ s: 'media' })`. */
export function useAgencies(query?: AgencyListQuery) {
  return useInfiniteList(listAgencies, query === undefined ? {} : { query });
}

/** One agency with its rep and brands; `null` waits. */
export function useAgency(id: number | null) {
  return useQuery(getAgency, id === null ? null : { params: { id } });
}

/** Creates an agency; refreshes the agency lists. */
export function useCreateAgency() {
  return useApiMutation(createAgency, (_input, agency) => [
    listAgencies,
    ...(agency.rep === undefined ? [] : [listAssignees]),
  ]);
}

/** Changes an agency; refreshes the lists, the record, and what shows its name or rep. */
export function useUpdateAgency() {
  return useApiMutation(updateAgency, ({ params, body }) => [
    listAgencies,
    matchesCall(getAgency, params),
    // Brand rows embed their agencies; the rep is an assignee.
    ...(body.name === undefined ? [] : [listBrands]),
    ...(body.rep_user_id === undefined ? [] : [listAssignees]),
  ]);
}
