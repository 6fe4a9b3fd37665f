import { useSessionState } from '@airtime/api-client';
import { hasPermission, type Permission } from '@airtime/domain';

/** Whether the signed-in user holds a permission (false while signed out). */
export function useHasPermission(permission: Permission): boolean {
  const { profile } = useSessionState();
  return profile !== null && hasPermission(profile, permission);
}
