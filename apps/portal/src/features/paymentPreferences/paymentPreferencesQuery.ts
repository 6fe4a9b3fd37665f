import { useSessionState } from '@airtime/api-client';
import { getAppType } from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';

/** The props of the `payment-preference` modal (they go into the URL). */
export interface PaymentPreferenceTarget {
  readonly creatorId: number;
  readonly preferenceId: number;
}

// The table and the modal read the same page, so the modal finds its row in the table's cache.
export const paymentPreferencesQuery = (creatorId: number) => ({
  publishers: [creatorId],
  per_page: 100,
});

/**
 * Whether the user may change payment preferences: agency staff who may write, and creator users
 * (the server keeps them to their own creators).
 */
export function useMayEditPayments(): boolean {
  const { profile } = useSessionState();
  const mayWrite = useMayWrite();
  return mayWrite || (profile !== null && getAppType(profile.business_role) === 'creator');
}
