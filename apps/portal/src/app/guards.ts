import {
  type AppType,
  evaluateRouteAccess,
  getFinanceLanding,
  getLoginRouteRedirect,
  getRootRedirect,
  type RouteAccess,
} from '@airtime/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { href } from './paths.ts';
import { loadProfile, loadServices } from './services.ts';

/** A loader that lets the route render only for whom its access allows (spec §5, decisions §3, §7). */
export function guardRoute(appType: AppType | null, access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // An app's page needs the session whoever asks: its module loads while the profile comes.
    if (appType !== null) void loadServices();
    const profile = await loadProfile();
    const result = evaluateRouteAccess({
      profile,
      appType,
      access,
      location: { pathname: url.pathname, search: url.search },
    });
    if (!result.allow) throw redirect(result.redirectTo);
    return null;
  };
}

/** The login-style routes send a signed-in user home (spec §2). */
export async function guardLoginRoute({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = getLoginRouteRedirect(await loadProfile(), url.searchParams.get('redirect'));
  if (to !== null) throw redirect(to);
  return null;
}

/** `/`: the signed-in user's home, or login (decisions §3). */
export async function redirectFromRoot() {
  return redirect(getRootRedirect(await loadProfile()));
}

/** `/agency/accounting`: the first Finance page the user may open, else agency home (spec §2). */
export async function redirectToFinanceLanding() {
  const profile = await loadProfile();
  return redirect(profile === null ? href('login') : getFinanceLanding(profile));
}
