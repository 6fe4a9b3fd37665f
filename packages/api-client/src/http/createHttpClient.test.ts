import { delay, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { many, nothing, one, shape } from '../decode/decoders.ts';
import { defineCall } from '../endpoints/defineCall.ts';
import { listCountries } from '../endpoints/dictionaries.ts';
import { userProfileModel } from '../models/user.ts';
import { createTestClient, setupMockApi, signIn, TEST_ORIGIN } from '../test/mockApi.ts';
import { ApiError } from './ApiError.ts';

const mock = setupMockApi();

// Calls declared here so the core is tested apart from the endpoint files.
const getProfile = defineCall()({
  method: 'GET',
  path: '/api/user',
  decode: one(userProfileModel),
});
const createTag = defineCall<never, { label: string }>()({
  method: 'POST',
  path: '/api/tags',
  decode: shape(v.object({ data: v.object({ id: v.number(), label: v.string() }) }), 'a tag'),
});
const updateBrandForm = defineCall<never, { name: string }>()({
  method: 'POST',
  path: '/api/brands/:id',
  methodOverride: 'PUT',
  bodyType: 'form',
  decode: shape(v.object({ data: v.object({ id: v.number(), name: v.string() }) }), 'a brand'),
});
const updateBrandJson = defineCall<never, { name: string }>()({
  method: 'POST',
  path: '/api/brands/:id',
  methodOverride: 'PUT',
  decode: shape(v.object({ data: v.object({ id: v.number(), name: v.string() }) }), 'a brand'),
});
const selectBrand = defineCall<never, { brand_id: number }>()({
  method: 'POST',
  path: '/api/brand/select',
  freshCsrf: true,
  decode: nothing,
});

async function signedIn(email = 'admin@airtime.test', options = {}) {
  const test = createTestClient(options);
  await signIn(test, email);
  test.requests.length = 0;
  return test;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('CSRF', () => {
  it('fetches the cookie before the first unsafe call, and not before safe ones', async () => {
    const test = createTestClient();
    await rejection(test.client.request(listCountries)); // signed out: 401, no CSRF needed
    expect(test.requests).toEqual(['GET /api/countries']);
    await signIn(test, 'admin@airtime.test');
    const fresh = createTestClient();
    fresh.cookies.set('airtime_session', test.cookies.get('airtime_session') ?? '');
    await fresh.client.request(createTag, { body: { label: 'First unsafe call' } });
    expect(fresh.requests).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/tags']);
    await fresh.client.request(createTag, { body: { label: 'Second unsafe call' } });
    expect(fresh.requests.slice(2)).toEqual(['POST /api/tags']);
  });

  it('sends the X-XSRF-TOKEN header equal to the cookie', async () => {
    const test = await signedIn();
    let header: string | null = null;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') header = request.headers.get('x-xsrf-token');
    });
    await test.client.request(createTag, { body: { label: 'Header check' } });
    mock.server.events.removeAllListeners();
    expect(header).toBe(test.cookies.get('XSRF-TOKEN'));
  });

  it('reads the XSRF-TOKEN cookie for writes only (each read of document.cookie blocks the page)', async () => {
    const read: string[] = [];
    const test = createTestClient({
      readCookie: (name) => {
        read.push(name);
        return test.cookies.get(name);
      },
    });
    await signIn(test, 'admin@airtime.test');
    read.length = 0;
    await test.client.request(listCountries);
    await test.client.request(getProfile);
    expect(read).toEqual([]);
    await test.client.request(createTag, { body: { label: 'A write' } });
    expect(read.length).toBeGreaterThan(0);
  });

  it('names the realtime socket (X-Socket-ID) on writes only, once realtime gives one', async () => {
    const test = await signedIn();
    const sent: Array<string | null> = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('/sanctum/')) sent.push(request.headers.get('x-socket-id'));
    });
    await test.client.request(createTag, { body: { label: 'Before realtime' } });
    test.client.setSocketId(() => '123.456');
    await test.client.request(createTag, { body: { label: 'With realtime' } });
    await test.client.request(listCountries);
    test.client.setSocketId(null);
    await test.client.request(createTag, { body: { label: 'After realtime' } });
    mock.server.events.removeAllListeners();
    expect(sent).toEqual([null, '123.456', null, null]);
  });

  it('fetches a fresh cookie before a form submit', async () => {
    const test = await signedIn('brand@airtime.test');
    await test.client.request(selectBrand, { body: { brand_id: 2 } });
    await test.client.request(selectBrand, { body: { brand_id: 3 } });
    expect(test.requests).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/brand/select',
      'GET /sanctum/csrf-cookie',
      'POST /api/brand/select',
    ]);
  });

  it('retries once after a 419, unnoticed by the caller', async () => {
    const test = await signedIn();
    await test.client.request(createTag, { body: { label: 'Before expiry' } });
    test.requests.length = 0;
    mock.backend.setFaults({ expireCsrf: true });
    const tag = await test.client.request(createTag, { body: { label: 'After expiry' } });
    expect(tag.data.label).toBe('After expiry');
    expect(test.requests).toEqual(['POST /api/tags', 'GET /sanctum/csrf-cookie', 'POST /api/tags']);
  });

  it('surfaces a second 419 instead of retrying forever', async () => {
    const test = await signedIn();
    mock.server.use(
      http.post('*/api/tags', () =>
        HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
      ),
    );
    const error = await rejection(test.client.request(createTag, { body: { label: 'x' } }));
    expect(error).toMatchObject({ status: 419, kind: 'http', message: 'CSRF token mismatch.' });
    expect(test.requests.filter((line) => line === 'POST /api/tags')).toHaveLength(2);
  });
});

describe('hooks', () => {
  it('401 calls onUnauthorized', async () => {
    const onUnauthorized = vi.fn();
    const test = await signedIn('admin@airtime.test', { hooks: { onUnauthorized } });
    mock.backend.setFaults({ expireSession: true });
    const error = await rejection(test.client.request(listCountries));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('403 with type impersonation clears the token and calls onImpersonationOver', async () => {
    const onImpersonationOver = vi.fn();
    const test = await signedIn('superadmin@airtime.test', { hooks: { onImpersonationOver } });
    test.client.impersonation.set('a-token-that-ended');
    const error = await rejection(test.client.request(getProfile));
    expect(error).toMatchObject({ status: 403, type: 'impersonation' });
    expect(test.client.impersonation.get()).toBeNull();
    expect(onImpersonationOver).toHaveBeenCalledExactlyOnceWith(error);
    // The next call goes out as the signed-in user again.
    expect((await test.client.request(getProfile)).email).toBe('superadmin@airtime.test');
  });

  it('sends x-impersonate-token while impersonating', async () => {
    const test = await signedIn('superadmin@airtime.test');
    const started = await test.fetch('/api/impersonate/3', {
      method: 'POST',
      headers: { 'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '' },
    });
    test.client.impersonation.set(((await started.json()) as { token: string }).token);
    const profile = await test.client.request(getProfile);
    expect(profile).toMatchObject({ email: 'ops@airtime.test', is_impersonating: true });
  });

  it.each([
    ['a Read Only user', 'readonly@airtime.test', 1],
    ['any other user', 'admin@airtime.test', 0],
  ])('onError on a failed call: %s → %i call(s)', async (_who, email, calls) => {
    const onError = vi.fn();
    const test = await signedIn(email, { hooks: { onError } });
    test.client.setUser(await test.client.request(getProfile));
    mock.server.use(
      http.post('*/api/tags', () => HttpResponse.json({ message: 'Nope.' }, { status: 403 })),
    );
    const error = await rejection(test.client.request(createTag, { body: { label: 'x' } }));
    expect(onError).toHaveBeenCalledTimes(calls);
    if (calls > 0) expect(onError).toHaveBeenCalledWith(error);
  });

  it('a Read Only user gets the server message of a refused write', async () => {
    const onError = vi.fn();
    const test = await signedIn('readonly@airtime.test', { hooks: { onError } });
    test.client.setUser(await test.client.request(getProfile));
    await rejection(test.client.request(createTag, { body: { label: 'x' } }));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      status: 403,
      type: 'read_only',
      message: 'Your account is read-only: you cannot make changes.',
    });
  });
});

describe('bodies', () => {
  it.each([
    ['form data', updateBrandForm],
    ['JSON', updateBrandJson],
  ])('POST with method override PUT as %s updates the record', async (_kind, call) => {
    const test = await signedIn();
    const brand = await test.client.request(call, {
      params: { id: 2 },
      body: { name: `Renamed ${_kind}` },
    });
    expect(brand.data).toMatchObject({ id: 2, name: `Renamed ${_kind}` });
    expect(test.requests.at(-1)).toBe('POST /api/brands/2');
  });

  it('a 422 carries the per-field errors', async () => {
    const test = await signedIn();
    const error = await rejection(test.client.request(createTag, { body: { label: '' } }));
    expect(error.status).toBe(422);
    expect(error.fieldError('label')).toMatch(/required/i);
  });

  it('an error without a message gets a plain one', async () => {
    const test = await signedIn();
    mock.server.use(http.get('*/api/countries', () => new HttpResponse(null, { status: 500 })));
    const error = await rejection(test.client.request(listCountries));
    expect(error.message).toBe('Something went wrong on our side. Please try again.');
  });
});

describe('failures without an answer', () => {
  it('times out', async () => {
    const test = await signedIn();
    mock.server.use(
      http.get('*/api/countries', async () => {
        await delay(2_000);
        return HttpResponse.json({ data: [] });
      }),
    );
    const error = await rejection(test.client.request(listCountries, { timeoutMs: 50 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('is aborted by the caller, with no onError', async () => {
    const onError = vi.fn();
    const test = await signedIn('readonly@airtime.test', { hooks: { onError } });
    test.client.setUser(await test.client.request(getProfile));
    mock.server.use(
      http.get('*/api/countries', async () => {
        await delay(2_000);
        return HttpResponse.json({ data: [] });
      }),
    );
    const controller = new AbortController();
    const pending = test.client.request(listCountries, { signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    const test = await signedIn();
    mock.server.use(http.get('*/api/countries', () => HttpResponse.error()));
    expect(await rejection(test.client.request(listCountries))).toMatchObject({
      kind: 'network',
      status: 0,
    });
  });
});

describe('decoding', () => {
  it('leaves out a malformed record with a warning, keeping the rest', async () => {
    const test = await signedIn();
    mock.server.use(
      http.get('*/api/countries', () =>
        HttpResponse.json({
          data: [
            { id: 1, name: 'France', code: 'FR' },
            { id: 'two', name: 7 },
          ],
        }),
      ),
    );
    expect(await test.client.request(listCountries)).toEqual([
      { id: 1, name: 'France', code: 'FR' },
    ]);
    expect(test.warnings).toEqual([expect.stringMatching(/^Left out a country: .*id/)]);
  });

  it('fails with kind decode when the answer has no usable shape', async () => {
    const test = await signedIn();
    mock.server.use(http.get('*/api/countries', () => HttpResponse.json({ countries: [] })));
    expect(await rejection(test.client.request(listCountries))).toMatchObject({
      kind: 'decode',
      status: 200,
    });
  });
});

it('prefixes every call with the base URL', async () => {
  const test = await signedIn();
  await test.client.request(listCountries);
  expect(test.client.baseUrl).toBe(TEST_ORIGIN);
  expect(test.requests).toEqual(['GET /api/countries']);
  expect(many).toBeTypeOf('function');
});
