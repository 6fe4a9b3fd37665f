import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { appRoutesOf } from '../../app/routeHandle.ts';
import { type AccessRule, accessRules } from './access.ts';

/** The access rules named from the route table of the app the user is in (its root's handle). */
export function useAccessRules(): readonly AccessRule[] {
  const routes = appRoutesOf(useMatches());
  return useMemo(() => accessRules(routes), [routes]);
}
