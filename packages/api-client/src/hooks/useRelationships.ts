import {
  getRelationship,
  listRelationships,
  type RelationshipListQuery,
  updateRelationship,
} from '../endpoints/relationships.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';
import { preloadQuery } from '../swr/preloads.ts';

/** Brand-creator relationships, page by page: `useRelationships({ brand_id: 2, approval_status: 'undecided' })`. */
export function useRelationships(query?: RelationshipListQuery) {
  return useInfiniteList(listRelationships, relationshipsInput(query));
}

/** Starts useRelationships(query)'s first page before it renders (a route's preload). */
export function preloadRelationships(client: HttpClient, query?: RelationshipListQuery) {
  return preloadQuery(client, listRelationships, relationshipsInput(query));
}

function relationshipsInput(query: RelationshipListQuery | undefined) {
  return query === undefined ? {} : { query };
}

/** One relationship with its brand, creator and their campaigns; `null` waits. */
export function useRelationship(id: number | null) {
  return useQuery(getRelationship, id === null ? null : { params: { id } });
}

/** Records a decision (or, for agency staff, activity and start day); the lists and the record refetch. */
export function useUpdateRelationship() {
  return useApiMutation(updateRelationship, ({ params }) => [
    listRelationships,
    matchesCall(getRelationship, params),
  ]);
}
