import {
  createOffer,
  deleteOffer,
  listOffers,
  type OfferListQuery,
  updateOffer,
} from '../endpoints/offers.ts';
import { listProductions } from '../endpoints/production.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';

/** Offers, page by page: `useOffers({ brand_id: 2, is_active: true })`. */
export function useOffers(query?: OfferListQuery) {
  return useInfiniteList(listOffers, query === undefined ? {} : { query });
}

/** Creates an offer for a brand; the lists refetch. */
export function useCreateOffer() {
  return useApiMutation(createOffer, [listOffers]);
}

/** Edits an offer; the lists and the production board refetch. */
export function useUpdateOffer() {
  // The board sends each production's offer in `included`.
  return useApiMutation(updateOffer, [listOffers, listProductions]);
}

/** Removes an offer (soft delete; productions keep its id); the lists and the board refetch. */
export function useDeleteOffer() {
  return useApiMutation(deleteOffer, [listOffers, listProductions]);
}
