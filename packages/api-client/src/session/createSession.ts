import type { UserProfile } from '@airtime/domain';
import { getUserUpdatedKey, isProfileFresh, STORAGE_KEYS } from '@airtime/domain';
import {
  login,
  logout,
  startImpersonation,
  stopImpersonation,
  verifyLoginCode,
} from '../endpoints/auth.ts';
import { getOwnProfile } from '../endpoints/ownProfile.ts';
import { isApiError } from '../http/ApiError.ts';
import { forgetPreloads } from '../swr/preloads.ts';
import { createSelection } from './selection.ts';
import { browserStorage } from './storage.ts';
import type { Session, SessionCache, SessionOptions, SessionState } from './types.ts';
import { removeUserKeys } from './userKeys.ts';

const SIGNED_OUT = {
  status: 'signed-out',
  profile: null,
  fetchedAt: null,
  awaitingCode: false,
  isImpersonating: false,
  impersonationEnded: false,
  selectedBrand: null,
  selectedCreator: null,
} as const satisfies SessionState;

/** The session of one app instance (spec §4, §8, §9; decisions §1, §3). */
export function createSession(options: SessionOptions): Session {
  const { client } = options;
  const storage = options.storage ?? browserStorage();
  const now = options.now ?? Date.now;
  let state: SessionState = {
    ...SIGNED_OUT,
    status: 'loading',
    isImpersonating: client.impersonation.get() !== null,
  };
  const listeners = new Set<() => void>();
  let cache: SessionCache | null = null;
  // Bumped whenever the acting user changes, so an answer meant for an earlier one is dropped.
  let generation = 0;
  let refreshing: Promise<UserProfile | null> | null = null;
  let started: Promise<void> | null = null;
  let firstProfile = options.firstProfile;
  // Dropped unread when a sign-in comes first: its failure then concerns nobody.
  firstProfile?.catch(() => {});

  function setState(patch: Partial<SessionState>): void {
    const next = { ...state, ...patch };
    if (next.profile !== state.profile) client.setUser(next.profile);
    state = next;
    for (const listener of listeners) listener();
  }

  function remember(profile: UserProfile): void {
    storage.setItem(STORAGE_KEYS.userId, String(profile.id));
  }

  /** Another acting user (or none) from now on: cached answers and choices were the last one's. */
  function switchUser(patch: Partial<SessionState>, refetch: boolean): void {
    generation += 1;
    refreshing = null;
    // An answer asked for before is about the last user.
    firstProfile = undefined;
    selection.reset();
    forgetPreloads(client);
    cache?.clear({ refetch });
    setState({ ...patch, selectedBrand: null, selectedCreator: null });
  }

  function adopt(profile: UserProfile, isImpersonating: boolean, refetch = true): void {
    remember(profile);
    switchUser(
      {
        status: 'signed-in',
        profile,
        fetchedAt: now(),
        awaitingCode: false,
        isImpersonating,
        impersonationEnded: false,
      },
      refetch,
    );
  }

  function clearUser(): void {
    removeUserKeys(storage, [state.profile?.id, storage.getItem(STORAGE_KEYS.userId)]);
    client.impersonation.clear();
    switchUser(SIGNED_OUT, false);
  }

  function refreshProfile(): Promise<UserProfile | null> {
    if (refreshing !== null) return refreshing;
    const asked = generation;
    const answer = firstProfile ?? client.request(getOwnProfile);
    firstProfile = undefined;
    const fetching = answer.then(
      (profile) => {
        if (asked !== generation) return state.profile;
        refreshing = null;
        remember(profile);
        const isImpersonating = profile.is_impersonating && client.impersonation.get() !== null;
        const patch = { status: 'signed-in', profile, fetchedAt: now(), isImpersonating } as const;
        // The first profile, or the same user: what is cached was fetched as them.
        const same =
          state.profile === null ||
          (state.profile.id === profile.id && state.isImpersonating === isImpersonating);
        if (same) setState(patch);
        else switchUser(patch, true);
        return profile;
      },
      (error: unknown) => {
        if (isImpersonationOver(error) && client.impersonation.get() === null) {
          // The client has dropped the token: load the signed-in user's own profile instead
          // (on a fresh load too, where no page is there yet to hear the client's hook).
          switchUser({ isImpersonating: false, impersonationEnded: true, fetchedAt: null }, false);
          return refreshProfile();
        }
        if (asked !== generation) return state.profile;
        refreshing = null;
        if (isApiError(error) && error.kind === 'aborted') return state.profile;
        // A signed-in user stays signed in through a server or network hiccup (a 5xx, a timeout):
        // realtime refetches the profile on every thread change, and one 500 must not log out.
        if (state.profile !== null && isTransient(error)) return state.profile;
        clearUser();
        return null;
      },
    );
    refreshing = fetching;
    return fetching;
  }

  const selection = createSelection({
    client,
    storage,
    getState: () => state,
    setState,
    revalidate: (match) => cache?.revalidate(match),
  });

  const session: Session = {
    client,
    storage,
    ...selection.actions,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= refreshProfile().then((profile) => {
        if (profile !== null) storage.removeItem(getUserUpdatedKey(profile.id));
      });
      return started;
    },
    async signIn(email, password, rememberMe) {
      const body = {
        email,
        password,
        ...(rememberMe === undefined ? {} : { remember: rememberMe }),
      };
      const result = await client.request(login, { body });
      if (result.two_factor) {
        setState({ awaitingCode: true });
        return 'needs-code';
      }
      // A new session holds no impersonation; an old token would only earn a 403.
      client.impersonation.clear();
      adopt(result.user, false);
      return 'signed-in';
    },
    async verifyCode(code) {
      const result = await client.request(verifyLoginCode, { body: { code } });
      if (result.two_factor) throw new Error('The server asked for another verification code.');
      client.impersonation.clear();
      adopt(result.user, false);
    },
    async logout() {
      generation += 1;
      try {
        await client.request(logout);
      } catch {
        // Signing out here must not depend on the server: the local data goes regardless.
      }
      clearUser();
    },
    refreshProfile,
    async ensureProfile() {
      if (state.status === 'signed-out') return null;
      const flagged =
        state.profile !== null && storage.getItem(getUserUpdatedKey(state.profile.id)) !== null;
      if (state.status === 'signed-in' && !flagged && isProfileFresh(state.fetchedAt, now()))
        return state.profile;
      const profile = await refreshProfile();
      if (profile !== null) storage.removeItem(getUserUpdatedKey(profile.id));
      return profile;
    },
    setProfile(profile) {
      if (state.profile === null || state.profile.id !== profile.id) return;
      setState({ profile, fetchedAt: now() });
    },
    clearUser,
    async startImpersonation(userId, options = {}) {
      const { token, user } = await client.request(startImpersonation, { params: { userId } });
      client.impersonation.set(token);
      // The page reloads next: switching here would re-render it as the impersonated user, whose
      // reads of the real user's page (an agency home's) the server refuses.
      if (options.reloading === true) return user;
      // The page on screen is the real user's: asked again as the impersonated user, its calls
      // would be refused (an agency page's, for a brand user). The app goes to their home next.
      adopt(user, true, false);
      return user;
    },
    async stopImpersonation() {
      try {
        await client.request(stopImpersonation);
      } finally {
        client.impersonation.clear();
        switchUser({ isImpersonating: false, fetchedAt: null }, false);
        await refreshProfile();
      }
    },
    handleUnauthorized() {
      if (state.status !== 'signed-out' || state.profile !== null) clearUser();
    },
    handleImpersonationOver() {
      switchUser({ isImpersonating: false, impersonationEnded: true, fetchedAt: null }, false);
      void refreshProfile();
    },
    attachCache(next) {
      cache = next;
      return () => {
        if (cache === next) cache = null;
      };
    },
  };
  return session;
}

/** The server's 403 for a token whose impersonation it has ended (spec §8). */
function isImpersonationOver(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.type === 'impersonation';
}

/** A failure that says nothing about the session: the server erred or could not be reached. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}
