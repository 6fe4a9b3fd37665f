import type { HttpClientHooks } from '../http/createHttpClient.ts';
import type { Session } from './types.ts';

/**
 * The client hooks with the session's part added (spec §8): a 401 clears the user, the end of an
 * impersonation takes the own profile back. The app's hooks run first, while the session still
 * shows who was signed in (the 401 redirect depends on whether one was impersonating):
 *
 * ```ts
 * client.hooks = withSessionHooks(session, { onUnauthorized: () => navigate(loginUrl), onError: toast });
 * ```
 */
export function withSessionHooks(session: Session, hooks: HttpClientHooks = {}): HttpClientHooks {
  return {
    ...hooks,
    onUnauthorized(error) {
      hooks.onUnauthorized?.(error);
      session.handleUnauthorized();
    },
    onImpersonationOver(error) {
      hooks.onImpersonationOver?.(error);
      session.handleImpersonationOver();
    },
  };
}
