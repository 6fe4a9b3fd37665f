import {
  createHttpClient,
  createSession,
  type HttpClient,
  type HttpClientOptions,
  type Session,
  type SessionOptions,
} from '@airtime/api-client';

/** The page's one client and session: route loaders (guards) and React share them. */
export interface Services {
  readonly client: HttpClient;
  readonly session: Session;
  /** The signed-in user's profile for a guard: one fetch however many loaders ask at once. */
  loadProfile(): ReturnType<Session['ensureProfile']>;
}

/** Builds the services; tests pass a fetch with a cookie jar and in-memory storage. */
export function createServices(
  clientOptions: HttpClientOptions = {},
  sessionOptions: Omit<SessionOptions, 'client'> = {},
): Services {
  const client = createHttpClient({
    // Records the server sends but the app cannot use are logged while developing only.
    ...(import.meta.env.DEV ? {} : { onDecodeWarning: () => {} }),
    ...clientOptions,
  });
  const session = createSession({ client, ...sessionOptions });
  let profileLoad: ReturnType<Session['ensureProfile']> | null = null;
  return {
    client,
    session,
    loadProfile() {
      profileLoad ??= session
        .start()
        .then(() => session.ensureProfile())
        .finally(() => {
          profileLoad = null;
        });
      return profileLoad;
    },
  };
}

let current: Services | undefined;

/** The services of this page, made on first use. */
export function getServices(): Services {
  current ??= createServices();
  return current;
}

/** Replaces the services (tests, before rendering). */
export function setServices(services: Services): void {
  current = services;
}
