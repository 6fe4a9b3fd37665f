import {
  createSession,
  type HttpClient,
  type HttpClientOptions,
  type SessionOptions,
} from '@airtime/api-client';
import { createPageClient, type Services } from './services.ts';

/** A client's services: the session over it, and the guards' shared profile load. */
export function servicesFor(
  client: HttpClient,
  sessionOptions: Omit<SessionOptions, 'client'> = {},
): Services {
  const session = createSession({ client, ...sessionOptions });
  let profileLoad: ReturnType<Services['loadProfile']> | null = null;
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

/** Builds the services; tests pass a fetch with a cookie jar and in-memory storage. */
export function createServices(
  clientOptions: HttpClientOptions = {},
  sessionOptions: Omit<SessionOptions, 'client'> = {},
): Services {
  return servicesFor(createPageClient(clientOptions), sessionOptions);
}
