import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  updateSavedView,
} from '../endpoints/savedViews.ts';
import { useApiMutation, useQuery } from '../swr/createHooks.ts';

/** The signed-in user's saved views of a list, by name; null waits. */
export function useSavedViews(list: string | null) {
  return useQuery(listSavedViews, list === null ? null : { query: { list } });
}

/** Saves a view (`trigger({ body: { list, name, query, version } })`); the lists refetch. */
export function useCreateSavedView() {
  return useApiMutation(createSavedView, [listSavedViews]);
}

/**
 * Renames a view, rewrites it, or sets or clears it as the list's default
 * (`trigger({ params: { id }, body: { is_default: true } })`); the lists refetch.
 */
export function useUpdateSavedView() {
  return useApiMutation(updateSavedView, [listSavedViews]);
}

/** Deletes a view (`trigger({ params: { id } })`); the lists refetch. */
export function useDeleteSavedView() {
  return useApiMutation(deleteSavedView, [listSavedViews]);
}
