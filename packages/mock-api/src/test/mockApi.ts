import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSessionFetch, type SessionFetch, setupMockServer } from '../node/index.ts';
import { PERSONAS, type PersonaKey } from '../seed/personas.ts';
import type { StoreSnapshot } from '../store/createStore.ts';

/** Any origin works: the handlers match paths only. */
export const BASE_URL = 'http://mock.test';

/** The fixed day tests seed around, and the fixed clock of their backend. */
export const REFERENCE_DATE = '2026-11-20';
export const NOW = new Date('2026-11-20T12:00:00.000Z');
export const TEST_SEED = 7;

/**
 * The fake intercepted in this test file (msw/node), seeded once; every test starts from the
 * seeded data again (a restore, not a reseed, so it is cheap).
 */
export function useMockApi() {
  const { server, backend } = setupMockServer({
    seed: TEST_SEED,
    referenceDate: REFERENCE_DATE,
    now: () => NOW,
  });
  let seeded: StoreSnapshot | undefined;
  beforeAll(() => {
    seeded = backend.store.toSnapshot();
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    if (seeded !== undefined) backend.store.restore(seeded);
    backend.setFaults({});
  });
  afterAll(() => server.close());

  return {
    backend,
    /** A signed-out client with no XSRF token. */
    anonymous(): SessionFetch {
      return createSessionFetch(BASE_URL);
    },
    /** A client signed in as a persona (the verify persona through its code). */
    async as(persona: PersonaKey): Promise<SessionFetch> {
      const client = createSessionFetch(BASE_URL);
      const response = await client.login(PERSONAS[persona].email);
      if (!response.ok) throw new Error(`login as ${persona} answered ${response.status}`);
      if (persona === 'verify') {
        const code = await client('/code', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: '123456' }),
        });
        if (!code.ok) throw new Error(`code answered ${code.status}`);
      }
      return client;
    },
  };
}

/** JSON request options. */
export function jsonBody(method: string, body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** Multipart request options from a plain object (arrays as name[] entries). */
export function formBody(
  method: string,
  fields: Record<string, string | Blob | readonly string[]>,
): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, item);
    else form.append(name, value as string | Blob);
  }
  return { method, body: form };
}
