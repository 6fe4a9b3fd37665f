import type { UserProfile } from '@airtime/domain';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSessionContext } from '../session/SessionProvider.tsx';
import type { Session, SessionState, SessionStatus } from '../session/types.ts';

/** What useSession gives: who is signed in, and the sign-in actions. */
export interface SessionView {
  readonly status: SessionStatus;
  readonly profile: UserProfile | null;
  /** A sign-in waits for its verification code (the /login-verification step). */
  readonly awaitingCode: boolean;
  readonly isImpersonating: boolean;
  /** 'needs-code' when verifyCode must follow; fails with ApiError (422 `errors.email`). */
  signIn(email: string, password: string, remember?: boolean): Promise<'signed-in' | 'needs-code'>;
  /** Fails with ApiError (422 `errors.code`). */
  verifyCode(code: string): Promise<void>;
  /** Signs out on the server and clears the user, the cache and the user's stored keys. */
  logout(): Promise<void>;
  /** Fetches the own profile now (null when that failed and the user was cleared). */
  refreshProfile(): Promise<UserProfile | null>;
  /** The profile, fetched again first when older than 5 minutes (for route guards). */
  ensureProfile(): Promise<UserProfile | null>;
}

/** The session's state, re-rendering on each change. */
export function useSessionState(): SessionState {
  const session = useSessionContext();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

function viewOf(session: Session, state: SessionState): SessionView {
  return {
    status: state.status,
    profile: state.profile,
    awaitingCode: state.awaitingCode,
    isImpersonating: state.isImpersonating,
    signIn: session.signIn,
    verifyCode: session.verifyCode,
    logout: session.logout,
    refreshProfile: session.refreshProfile,
    ensureProfile: session.ensureProfile,
  };
}

/**
 * The signed-in user and the sign-in actions (spec §4). Each mount checks the profile: older
 * than 5 minutes (or flagged updated) it is fetched again; a failed fetch clears the user.
 *
 * ```ts
 * const { status, profile, signIn, verifyCode, logout } = useSession();
 * ```
 */
export function useSession(): SessionView {
  const session = useSessionContext();
  const state = useSessionState();
  useEffect(() => {
    void session.ensureProfile();
  }, [session]);
  return useMemo(() => viewOf(session, state), [session, state]);
}
