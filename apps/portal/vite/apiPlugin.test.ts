import { describe, expect, it } from 'vitest';
import { proxyTo } from './apiPlugin.ts';

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
