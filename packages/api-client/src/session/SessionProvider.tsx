import { createContext, type ReactNode, use, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { swrSessionCache } from './swrSessionCache.ts';
import type { Session } from './types.ts';

/** The session of the nearest SessionProvider, or null (for hooks that work without one). */
export const OptionalSessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  /** From createSession({ client }), with the client of the ApiProvider above. */
  readonly session: Session;
  readonly children?: ReactNode;
}

/**
 * Gives the session hooks their session (inside an ApiProvider): binds the provider's SWR cache,
 * so a change of user empties it, and starts the session on mount (the own profile reloaded,
 * the updated flag cleared; spec §4).
 */
export function SessionProvider({ session, children }: SessionProviderProps) {
  const { cache, mutate, unload } = useSWRConfig();
  useEffect(
    () => session.attachCache(swrSessionCache({ cache, mutate }, unload)),
    [session, cache, mutate, unload],
  );
  useEffect(() => {
    void session.start();
  }, [session]);
  return <OptionalSessionContext value={session}>{children}</OptionalSessionContext>;
}

/** The session of the nearest SessionProvider, or null when there is none above. */
export function useOptionalSession(): Session | null {
  return use(OptionalSessionContext);
}

/** The session of the nearest SessionProvider. */
export function useSessionContext(): Session {
  const session = use(OptionalSessionContext);
  if (session === null)
    throw new Error('The session hooks need a <SessionProvider session={...}> above them.');
  return session;
}
