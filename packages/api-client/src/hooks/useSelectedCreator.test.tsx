// @vitest-environment jsdom
import { STORAGE_KEYS } from '@airtime/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/createSession.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { memoryStorage } from '../session/storage.ts';
import { ApiProvider } from '../swr/ApiProvider.tsx';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { useSelectedCreator } from './useSelectedCreator.ts';

const { backend } = setupMockApi();

/** A tab signed in as `email` with `stored` in its storage, and a renderer under both providers. */
async function tab(email: string, stored: Record<string, string> = {}) {
  const test = createTestClient();
  await signIn(test, email);
  const storage = memoryStorage(stored);
  const session = createSession({ client: test.client, storage });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={test.client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </ApiProvider>
  );
  return { test, storage, render: <R,>(hook: () => R) => renderHook(hook, { wrapper }) };
}

/** What the server's session of this tab has chosen. */
function serverChoice(test: TestClient) {
  const session = backend.auth.sessions.get(test.cookies.get('airtime_session') ?? '');
  return { brand: session?.selected_brand_id, creator: session?.selected_creator_id };
}

describe('useSelectedCreator', () => {
  it('keeps the stored creator when offered', async () => {
    const { test, render } = await tab('creator@airtime.test', {
      [STORAGE_KEYS.selectedCreatorId]: '2',
    });
    const { result } = render(() => useSelectedCreator());
    await waitFor(() => expect(result.current.selected?.id).toBe(2));
    expect(result.current.items.map((creator) => creator.id).sort()).toEqual([1, 2]);
    expect(serverChoice(test).creator).toBe(2);
  });

  it('takes the first by name without a stored one, then switches on select()', async () => {
    const { test, storage, render } = await tab('creator@airtime.test');
    const { result } = render(() => useSelectedCreator());
    await waitFor(() => expect(result.current.selected).not.toBeNull());
    const [first, second] = result.current.items;
    expect(result.current.selected?.id).toBe(first?.id);
    await act(() => result.current.select(second?.id ?? 0));
    expect(result.current.selected?.id).toBe(second?.id);
    expect(serverChoice(test).creator).toBe(second?.id);
    expect(storage.getItem(STORAGE_KEYS.selectedCreatorId)).toBe(String(second?.id));
  });
});
