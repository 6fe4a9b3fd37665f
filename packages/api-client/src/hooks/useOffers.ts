import {
  createOffer,
  deleteOffer,
  listOffers,
  type OfferListQuery,
  updateOffer,
} from '../endpoints/offers.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';

const LIST = '/api/offers';
/** The board sends each production's offer in `included`. */
const BOARD = '/api/event-production';

/** Offers, page by page: `useOffers({ brand_id: 2, is_active: true })`. */
export function useOffers(query?: OfferListQuery) {
  return useInfiniteList(listOffers, query === undefined ? {} : { query });
}

/** Creates an offer for a brand; the lists refetch. */
export function useCreateOffer() {
  return useApiMutation(createOffer, () => [LIST]);
}

/** Edits an offer; the lists and the production board refetch. */
export function useUpdateOffer() {
  return useApiMutation(updateOffer, () => [LIST, BOARD]);
}

/** Removes an offer (soft delete; productions keep its id); the lists and the board refetch. */
export function useDeleteOffer() {
  return useApiMutation(deleteOffer, () => [LIST, BOARD]);
}
