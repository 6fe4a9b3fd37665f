import type { MockServer } from '@airtime/mock-api/node';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createSession } from '../session/createSession.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { memoryStorage } from '../session/storage.ts';
import { ApiProvider } from '../swr/ApiProvider.tsx';
import { createTestClient, signIn, type TestClient } from './mockApi.ts';

/**
 * A browser tab signed in as `email` with `stored` in its storage, and a renderer of hooks under
 * its ApiProvider (a cache of its own) and SessionProvider.
 */
export async function signedInTab(email: string, stored: Record<string, string> = {}) {
  const test = createTestClient();
  await signIn(test, email);
  const storage = memoryStorage(stored);
  const session = createSession({ client: test.client, storage });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={test.client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </ApiProvider>
  );
  return {
    test,
    storage,
    session,
    render: <R, P = undefined>(hook: (props: P) => R, options: { initialProps?: P } = {}) =>
      renderHook(hook, { wrapper, ...options }),
  };
}

/** What the server's session of this tab has chosen. */
export function serverChoice(backend: MockServer['backend'], test: TestClient) {
  const session = backend.auth.sessions.get(test.cookies.get('airtime_session') ?? '');
  return { brand: session?.selected_brand_id, creator: session?.selected_creator_id };
}
