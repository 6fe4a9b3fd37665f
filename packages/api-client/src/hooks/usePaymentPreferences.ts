import { getCreator } from '../endpoints/creators.ts';
import {
  listPaymentPreferences,
  type PaymentPreferenceListQuery,
  updatePaymentPreference,
} from '../endpoints/paymentPreferences.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** Payment preferences, page by page: `usePaymentPreferences({ publishers: [4] })`. */
export function usePaymentPreferences(query?: PaymentPreferenceListQuery) {
  return useInfiniteList(listPaymentPreferences, query === undefined ? {} : { query });
}

/**
 * Changes a payment preference; making one primary unsets the creator's others, so the lists
 * refetch, and so does the creator, which embeds them.
 */
export function useUpdatePaymentPreference() {
  return useApiMutation(updatePaymentPreference, (_input, preference) => [
    listPaymentPreferences,
    matchesCall(getCreator, { id: preference.publisher_id }),
  ]);
}
