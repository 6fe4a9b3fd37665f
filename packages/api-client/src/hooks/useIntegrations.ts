import {
  createIntegration,
  deleteIntegration,
  type IntegrationListQuery,
  listIntegrations,
  updateIntegration,
} from '../endpoints/integrations.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';

/** A brand's (or every) integration, page by page: `useIntegrations({ brand_id: 2 })`. */
export function useIntegrations(query?: IntegrationListQuery) {
  return useInfiniteList(listIntegrations, query === undefined ? {} : { query });
}

/** Connects a brand to a service (one per provider); the lists refetch. */
export function useCreateIntegration() {
  return useApiMutation(createIntegration, [listIntegrations]);
}

/** Renames, switches or moves an integration; the lists refetch. */
export function useUpdateIntegration() {
  return useApiMutation(updateIntegration, [listIntegrations]);
}

/** Removes an integration (soft delete); the lists refetch. */
export function useDeleteIntegration() {
  return useApiMutation(deleteIntegration, [listIntegrations]);
}
