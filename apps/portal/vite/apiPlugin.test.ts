import { describe, expect, it } from 'vitest';
import { fakeRealtimeSettings, proxyTo } from './apiPlugin.ts';

/** The rule Vite applies to a request URL: the first key whose pattern matches. */
function ruleFor(url: string): string | undefined {
  return Object.keys(proxyTo('http://127.0.0.1:9')).find((key) => new RegExp(key).test(url));
}

describe('the API proxy', () => {
  it.each([
    ['/api/user', '^/api(?:[/?#]|$)'],
    ['/api', '^/api(?:[/?#]|$)'],
    ['/sanctum/csrf-cookie', '^/sanctum(?:[/?#]|$)'],
    ['/__mock/reset', '^/__mock(?:[/?#]|$)'],
    ['/password/email', '^/password(?:[/?#]|$)'],
    ['/app/airtime-mock-key?protocol=7', '^/app/'],
    ['/apps/airtime-mock/events', undefined],
    ['/application', undefined],
    ['/api-docs', undefined],
    ['/agency/home', undefined],
    ['/shared/r/abc.def', undefined],
    ['/passwords', undefined],
  ])('%s goes to %s', (url, rule) => {
    expect(ruleFor(url)).toBe(rule);
  });

  it('sends the socket as a WebSocket to the same host', () => {
    expect(proxyTo('http://127.0.0.1:9')['^/app/']).toMatchObject({
      target: 'ws://127.0.0.1:9',
      ws: true,
    });
  });
});

describe("the fake's runtime realtime settings", () => {
  const request = (host: string | undefined, encrypted = false, proto?: string) => ({
    headers: {
      ...(host === undefined ? {} : { host }),
      ...(proto ? { 'x-forwarded-proto': proto } : {}),
    },
    socket: { encrypted },
  });

  it.each([
    ['a local port', request('localhost:4173'), { host: 'localhost', port: 4173, scheme: 'http' }],
    [
      'https on its default port',
      request('portal.test', true),
      { host: 'portal.test', port: 443, scheme: 'https' },
    ],
    [
      'https behind a proxy',
      request('portal.test', false, 'https'),
      { host: 'portal.test', port: 443, scheme: 'https' },
    ],
    [
      'http on its default port',
      request('portal.test'),
      { host: 'portal.test', port: 80, scheme: 'http' },
    ],
  ])('point the socket at the page’s own server: %s', (_name, incoming, expected) => {
    expect(fakeRealtimeSettings('airtime-mock-key', incoming)).toEqual({
      key: 'airtime-mock-key',
      ...expected,
    });
  });
});
