import { getBookingConflicts } from '../endpoints/bookingConflicts.ts';
import { useApiMutation } from '../swr/createHooks.ts';

/**
 * Asks which events a booking would conflict with, when the user is about to book (not a cached
 * read: each check asks the server afresh). `await check.trigger({ query: { brand_id, ... } })`.
 */
export function useCheckBookingConflicts() {
  return useApiMutation(getBookingConflicts);
}
