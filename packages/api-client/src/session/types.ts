import type { UserProfile } from '@airtime/domain';
import type { HttpClient } from '../http/createHttpClient.ts';
import type { Selection, SelectionState } from './selection.ts';
import type { KeyValueStorage } from './storage.ts';

// The session's public shape; createSession.ts builds it.

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

/** Who is signed in, as the session knows it (spec §4 'Sign-in'). */
export interface SessionState extends SelectionState {
  /** 'loading' until the first profile fetch settles. */
  readonly status: SessionStatus;
  /** The acting user's profile (the impersonated user's while impersonating). */
  readonly profile: UserProfile | null;
  /** When the profile was fetched, by the session's clock; null without one. */
  readonly fetchedAt: number | null;
  /** A sign-in answered `two_factor: true` and waits for verifyCode. */
  readonly awaitingCode: boolean;
  readonly isImpersonating: boolean;
  /**
   * The server ended the impersonation this page acted under (a call answered 403 type
   * impersonation, the page's first profile load included): the app says so (spec §8's modal)
   * while the session carries on as the signed-in user.
   */
  readonly impersonationEnded: boolean;
}

/** How the session empties and refreshes the API cache; SessionProvider binds SWR's. */
export interface SessionCache {
  /** Empties every cached answer; what is on screen is fetched again when `refetch`. */
  clear(options: { readonly refetch: boolean }): void;
  /** Fetches again the cached answers whose URL matches. */
  revalidate(match: (url: string) => boolean): void;
}

export interface SessionOptions {
  readonly client: HttpClient;
  /** Where the keys of decisions §1 are kept; localStorage by default. */
  readonly storage?: KeyValueStorage;
  /** The clock the 5-minute profile cache reads (ms); Date.now by default. */
  readonly now?: () => number;
  /**
   * The answer to a `getOwnProfile` call already sent (with the page, before the session's code
   * had loaded): the session's first profile load takes it instead of asking again.
   */
  readonly firstProfile?: Promise<UserProfile>;
}

/** The signed-in user's state and actions, without React; the hooks read it through SessionProvider. */
export interface Session extends Selection {
  readonly client: HttpClient;
  readonly storage: KeyValueStorage;
  getState(): SessionState;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** App start (spec §4): reloads the own profile and clears the user's updated flag. Once. */
  start(): Promise<void>;
  /** Signs in; 'needs-code' when verifyCode must follow. Fails with ApiError (422 `errors.email`). */
  signIn(email: string, password: string, remember?: boolean): Promise<'signed-in' | 'needs-code'>;
  /** The second sign-in step; fails with ApiError (422 `errors.code`). */
  verifyCode(code: string): Promise<void>;
  /** Ends the session on the server, then clears the user here whatever the server said. */
  logout(): Promise<void>;
  /** Fetches the own profile now; a failed fetch clears the user (spec §4, §8) and gives null. */
  refreshProfile(): Promise<UserProfile | null>;
  /** The profile, fetched again when older than 5 minutes or flagged updated; none when signed out. */
  ensureProfile(): Promise<UserProfile | null>;
  /** Takes a profile the server just answered (the own profile's update). */
  setProfile(profile: UserProfile): void;
  /** Clears the user here only (spec §4: clearing the user logs out). */
  clearUser(): void;
  /**
   * Impersonates a user (only with can_impersonate): keeps the token and acts as them. The cache is
   * emptied but not fetched again: the page on screen is the real user's, so the app goes on to
   * the user's home (spec §6). With `reloading`, only the token is kept: the app loads the page
   * anew, and the page on screen never renders (nor asks) as the impersonated user.
   */
  startImpersonation(userId: number, options?: ImpersonationStartOptions): Promise<UserProfile>;
  /** Ends the impersonation (server and token) and reloads the own profile. */
  stopImpersonation(): Promise<void>;
  /** For the client's 401 hook: the session is gone (spec §8). */
  handleUnauthorized(): void;
  /** For the client's impersonation-over hook: the token is gone, back to the own profile. */
  handleImpersonationOver(): void;
  /** Binds the API cache (SessionProvider does); returns the unbind. */
  attachCache(cache: SessionCache): () => void;
}

/** How an impersonation starts (Session.startImpersonation). */
export interface ImpersonationStartOptions {
  /** The app reloads next: keep the token only, the page on screen stays the real user's. */
  readonly reloading?: boolean;
}
