import { useSessionState } from '@airtime/api-client';
import { getAppType, isReadOnly } from '@airtime/domain';

/**
 * Whether the signed-in user may change the agency's records: agency staff without the Read Only
 * role. Read Only users see the same screens without the write controls (decisions §9).
 */
export function useMayWrite(): boolean {
  const { profile } = useSessionState();
  return profile !== null && getAppType(profile.business_role) === 'agency' && !isReadOnly(profile);
}
