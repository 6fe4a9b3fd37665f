import { useSessionState } from '@airtime/api-client';
import {
  evaluateRouteAccess,
  hasPermission,
  type Permission,
  type RouteAccess,
} from '@airtime/domain';
import { useLocation } from 'react-router';

/** Whether the signed-in user holds a permission (false while signed out). */
export function useHasPermission(permission: Permission): boolean {
  const { profile } = useSessionState();
  return profile !== null && hasPermission(profile, permission);
}

/** Whether the signed-in user may open an agency route with this access (to hide its tab). */
export function useMayOpen(access: RouteAccess): boolean {
  const { profile } = useSessionState();
  const location = useLocation();
  return evaluateRouteAccess({ profile, appType: 'agency', access, location }).allow;
}
