import { useSessionState } from '@airtime/api-client';
import { canShareBrandReports } from '@airtime/domain';

/** Whether the signed-in user may make and revoke report links (agency staff but Read Only, brand users). */
export function useMayShareReports(): boolean {
  const { profile } = useSessionState();
  return profile !== null && canShareBrandReports(profile);
}
