import { PERSONA_PASSWORD } from '@airtime/mock-api';
import { type MockServer, setupMockServer } from '@airtime/mock-api/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { ApiError } from '../http/ApiError.ts';
import {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
} from '../http/createHttpClient.ts';
import { memoryTokenStore } from '../http/tokenStore.ts';
import { createCookieJarFetch } from './cookieJar.ts';

export const TEST_ORIGIN = 'http://airtime.test';
export const REFERENCE_DATE = '2026-11-20';

/**
 * The fake backend in this process for one test file: listening before; each test starts from the
 * seeded data, with no extra handlers and no faults.
 */
export function setupMockApi(): MockServer {
  const mock = setupMockServer({ seed: 1, referenceDate: REFERENCE_DATE });
  let seeded: ReturnType<MockServer['backend']['store']['toSnapshot']> | undefined;
  beforeAll(() => {
    mock.server.listen({ onUnhandledFrame: 'error' });
    seeded = mock.backend.store.toSnapshot();
  });
  beforeEach(() => {
    if (seeded !== undefined) mock.backend.store.restore(seeded);
  });
  afterEach(() => {
    mock.server.resetHandlers();
    mock.backend.setFaults({});
  });
  afterAll(() => mock.server.close());
  return mock;
}

export interface TestClient {
  readonly client: HttpClient;
  /** The tab's own fetch: relative paths, cookies kept. */
  readonly fetch: typeof fetch;
  readonly cookies: Map<string, string>;
  readonly warnings: string[];
  /** Every request the tab sent, as 'METHOD /path?query'. */
  readonly requests: string[];
}

/** A client with its own cookie jar, as one browser tab; warnings are collected, not printed. */
export function createTestClient(options: HttpClientOptions = {}): TestClient {
  const jar = createCookieJarFetch(TEST_ORIGIN);
  const warnings: string[] = [];
  const requests: string[] = [];
  const loggingFetch: typeof fetch = (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), TEST_ORIGIN);
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return jar.fetch(input, init);
  };
  const client = createHttpClient({
    baseUrl: TEST_ORIGIN,
    fetch: loggingFetch,
    readCookie: jar.readCookie,
    impersonation: memoryTokenStore(),
    onDecodeWarning: (message) => warnings.push(message),
    ...options,
  });
  return { client, fetch: jar.fetch, cookies: jar.cookies, warnings, requests };
}

/** Signs a test tab in as a persona (decisions §4) with plain requests, not the client's calls. */
export async function signIn(test: TestClient, email: string): Promise<void> {
  await test.client.refreshCsrf();
  const response = await test.fetch('/sanctum/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ email, password: PERSONA_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} answered ${response.status}`);
}

/** A test tab signed in as a persona. */
export async function signedInAs(
  email: string,
  options: HttpClientOptions = {},
): Promise<TestClient> {
  const test = createTestClient(options);
  await signIn(test, email);
  return test;
}

/** The ApiError a call fails with (the test fails when it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const reason = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(reason instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(reason)}`);
  return reason;
}
