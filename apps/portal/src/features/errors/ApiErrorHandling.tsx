import {
  useApiClient,
  useSessionContext,
  useSessionState,
  withSessionHooks,
} from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import { getLoginRedirectPath, shouldRedirectToLoginOn401 } from '@airtime/domain';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { appTypeOf } from '../../app/routeHandle.ts';

// Loaded when it must show: every page, the sign-in page included, carries this component.
const ImpersonationOverModal = lazy(() =>
  import('./ImpersonationOverModal.tsx').then((module) => ({
    default: module.ImpersonationOverModal,
  })),
);

/**
 * The API client's error hooks (spec §8): a 401 signs out and goes to login, back here afterwards
 * (decisions §3); an ended impersonation shows its modal; a Read Only user's failed calls toast the
 * server's message.
 */
export function ApiErrorHandling() {
  const client = useApiClient();
  const session = useSessionContext();
  const navigate = useNavigate();
  const location = useLocation();
  const isPublicRoute = appTypeOf(useMatches()) === null;
  // Set by the session when the server ends the impersonation, on this page or at its load.
  const { impersonationEnded } = useSessionState();

  // Where the user is when a call fails, read by hooks that outlive renders.
  const here = useRef({ pathname: location.pathname, search: location.search, isPublicRoute });
  useLayoutEffect(() => {
    here.current = { pathname: location.pathname, search: location.search, isPublicRoute };
  }, [location.pathname, location.search, isPublicRoute]);

  useEffect(() => {
    const previous = client.hooks;
    client.hooks = withSessionHooks(session, {
      onUnauthorized() {
        const { status, isImpersonating } = session.getState();
        // After a sign-out, 401s are expected: the user is on the way to login already.
        if (status !== 'signed-in') return;
        const { pathname, search, isPublicRoute: isPublic } = here.current;
        if (!shouldRedirectToLoginOn401({ pathname, isImpersonating, isPublicRoute: isPublic }))
          return;
        void navigate(getLoginRedirectPath({ path: pathname, search, reason: 'unauthorized' }), {
          replace: true,
        });
      },
      onError: (error) => {
        toast.error(error.message);
      },
    });
    return () => {
      client.hooks = previous;
    };
  }, [client, session, navigate]);

  if (!impersonationEnded) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationOverModal isOpen />
    </Suspense>
  );
}
