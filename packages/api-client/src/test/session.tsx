import type { MockServer } from '@airtime/mock-api/node';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HttpClient, HttpClientHooks } from '../http/createHttpClient.ts';
import { createSession } from '../session/createSession.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { withSessionHooks } from '../session/sessionHooks.ts';
import { memoryStorage } from '../session/storage.ts';
import type { Session } from '../session/types.ts';
import { ApiProvider } from '../swr/ApiProvider.tsx';
import { createTestClient, signIn, type TestClient } from './mockApi.ts';

/** Renders hooks under a client's ApiProvider (a cache of its own) and a session's provider. */
export function sessionRenderer(client: HttpClient, session: Session) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </ApiProvider>
  );
  return <R, P = undefined>(hook: (props: P) => R, options: { initialProps?: P } = {}) =>
    renderHook(hook, { wrapper, ...options });
}

/**
 * A browser tab signed in as `email` with `stored` in its storage, the session's hooks on its
 * client (with `appHooks`), and a renderer of hooks under both providers.
 */
export async function signedInTab(
  email: string,
  stored: Record<string, string> = {},
  appHooks: HttpClientHooks = {},
) {
  const test = createTestClient();
  await signIn(test, email);
  const storage = memoryStorage(stored);
  const session = createSession({ client: test.client, storage });
  test.client.hooks = withSessionHooks(session, appHooks);
  return { test, storage, session, render: sessionRenderer(test.client, session) };
}

/** What the server's session of this tab has chosen. */
export function serverChoice(backend: MockServer['backend'], test: TestClient) {
  const session = backend.auth.sessions.get(test.cookies.get('airtime_session') ?? '');
  return { brand: session?.selected_brand_id, creator: session?.selected_creator_id };
}
