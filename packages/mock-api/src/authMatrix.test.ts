import { describe, expect, it } from 'vitest';
import { getRoutes } from './routes.ts';
import { useMockApi } from './test/mockApi.ts';

// The Sanctum rules of decisions §4 for every route, today's and those added later: 401 without
// a session on signed-in routes, 419 without the XSRF header on unsafe ones, 403 with a message
// for Read Only on every write it is not explicitly allowed.

const api = useMockApi();
const routes = getRoutes().filter((route) => route.kind !== 'control');
const keyed = (list: typeof routes) =>
  list.map((route) => [`${route.method} ${route.path}`, route] as const);
const pathOf = (path: string) => path.replace(/:(\w+)/g, '1');
const unsafe = routes.filter((route) => route.method !== 'GET');

describe('401 without a session', () => {
  it.each(keyed(routes.filter((route) => route.kind === 'user')))('%s', async (_key, route) => {
    const client = api.anonymous();
    await client.csrf();
    const response = await client(pathOf(route.path), { method: route.method });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('419 without the XSRF header', () => {
  it.each(keyed(unsafe))('%s', async (_key, route) => {
    const client = await api.as('superadmin');
    client.cookies.delete('XSRF-TOKEN');
    const response = await client(pathOf(route.path), { method: route.method });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it.each(keyed(unsafe))('%s with a token the server never issued', async (_key, route) => {
    const client = await api.as('superadmin');
    const response = await client(pathOf(route.path), {
      method: route.method,
      headers: { 'x-xsrf-token': 'forged', cookie: 'XSRF-TOKEN=forged' },
    });
    expect(response.status).toBe(419);
  });
});

describe('403 for Read Only on writes', () => {
  it.each(keyed(unsafe.filter((route) => route.kind === 'user' && route.allowReadOnly !== true)))(
    '%s',
    async (_key, route) => {
      const client = await api.as('readonly');
      const before = api.backend.store.revision;
      const response = await client(pathOf(route.path), {
        method: route.method,
        headers: {
          'content-type': 'application/json',
          ...(route.acceptsMethodOverride ? { 'x-http-method-override': route.method } : {}),
        },
        body: JSON.stringify({ name: 'Read Only write' }),
      });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toMatch(/read-only/);
      expect(api.backend.store.revision).toBe(before);
    },
  );
});
