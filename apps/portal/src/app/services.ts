import {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  isApiError,
  type Session,
} from '@airtime/api-client';
import { getOwnProfile } from '@airtime/api-client/calls';
import type { UserProfile } from '@airtime/domain';
import { pageActivity } from '../features/realtime/pageSettled.ts';
import { loadChunk } from './lazyPage.ts';

// The page's client is made with the page; its session (the models, SWR, valibot) loads only when
// someone is, or may be, signed in: a visitor on the sign-in page never loads it.

/** The page's one client and session: route loaders (guards) and React share them. */
export interface Services {
  readonly client: HttpClient;
  readonly session: Session;
  /** The signed-in user's profile for a guard: one fetch however many loaders ask at once. */
  loadProfile(): ReturnType<Session['ensureProfile']>;
}

/** The page's client; tests pass a fetch with a cookie jar and in-memory storage. */
export function createPageClient(options: HttpClientOptions = {}): HttpClient {
  return createHttpClient({
    // Records the server sends but the app cannot use are logged while developing only.
    ...(import.meta.env.DEV ? {} : { onDecodeWarning: () => {} }),
    ...options,
    // Counted: realtime waits for the page's calls to go quiet (whenPageSettled).
    fetch: pageActivity.count(options.fetch ?? ((input, init) => globalThis.fetch(input, init))),
  });
}

const importSessionServices = () => import('./sessionServices.ts');

let client: HttpClient | undefined;
let firstProfile: Promise<UserProfile> | undefined;
let current: Services | undefined;
let loading: Promise<Services> | undefined;

/** The page's client, made on first use (the services' own, once they are set). */
export function getClient(): HttpClient {
  if (current !== undefined) return current.client;
  client ??= createPageClient();
  return client;
}

/** Asks who is signed in, with the page (the session, once loaded, takes the answer). */
export function askWhoIsSignedIn(): void {
  if (current !== undefined || firstProfile !== undefined) return;
  firstProfile = getClient().request(getOwnProfile);
  // Read by loadProfile or the session; never left unhandled meanwhile.
  firstProfile.catch(() => {});
}

/** The services, once loaded (guards load them before any page that needs them renders). */
export function peekServices(): Services | undefined {
  return current;
}

/** The services of this page, their module loaded on first use. */
export function loadServices(): Promise<Services> {
  if (current !== undefined) return Promise.resolve(current);
  loading ??= loadChunk(importSessionServices).then((module) => {
    current ??= module.servicesFor(getClient(), firstProfile === undefined ? {} : { firstProfile });
    return current;
  });
  return loading;
}

/** Fetches the services' module ahead of use (a sign-in form's first focus); a failure waits for use. */
export function prefetchServices(): void {
  if (current === undefined) importSessionServices().catch(() => {});
}

/** Whether the page's first question had the answer "nobody": a 401, before any session loaded. */
async function signedOutAtStart(): Promise<boolean> {
  if (current !== undefined || firstProfile === undefined) return false;
  return firstProfile.then(
    () => false,
    (error: unknown) => isApiError(error) && error.status === 401,
  );
}

/**
 * The signed-in user's profile for a guard, or null. A visitor the server did not know when the
 * page started is signed out without the session's code; signing in loads it.
 */
export async function loadProfile(): Promise<UserProfile | null> {
  if (await signedOutAtStart()) return current === undefined ? null : current.loadProfile();
  return (await loadServices()).loadProfile();
}

/** Replaces the services (tests, before rendering). */
export function setServices(services: Services): void {
  current = services;
  loading = undefined;
}
