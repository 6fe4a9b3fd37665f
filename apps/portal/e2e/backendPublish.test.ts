import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PRIORITY_TITLES } from '@airtime/domain';
import { PUSHER_APP } from '@airtime/mock-api/server';
import type { Page } from 'playwright-core';
import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import {
  type ApiCampaign,
  openCampaignsNeedingAttention,
  otherPriority,
} from './support/agencyHome.ts';
import { callApi } from './support/api.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 21, decisions §5 with real libraries on the other side, in Chromium: the backend publishes
// through the fake's Pusher HTTP API with the official `pusher` SDK, and the portal shows it live;
// then a Laravel front end (laravel-echo over pusher-js's browser build, as Laravel's echo.js sets
// it up) listens to the same fake from a page, and is left out of an event that names its socket.

const e2e = setupE2E();
const require = createRequire(import.meta.url);

/** The backend's publisher: the pusher SDK with the fake app's credentials, at the fake's origin. */
function backend(): Pusher {
  const url = new URL(e2e.mockApiOrigin);
  const { id: appId, key, secret } = PUSHER_APP;
  return new Pusher({ appId, key, secret, host: url.hostname, port: url.port, useTLS: false });
}

declare global {
  interface Window {
    Pusher?: unknown;
    Echo?: { default: new (options: object) => EchoClient };
    __echo?: EchoClient;
    __heard?: Array<{ event: string; data: unknown }>;
  }
}

interface EchoClient {
  socketId(): string | undefined;
  private(channel: string): { listen(event: string, callback: (data: unknown) => void): unknown };
}

/** Laravel Echo and pusher-js's browser build in the page, connected and listening as a user. */
async function laravelFrontEnd(page: Page, userId: number): Promise<string> {
  // Evaluated through the DevTools protocol: the page's CSP allows no script of another build.
  await page.evaluate(readFileSync(require.resolve('pusher-js/dist/web/pusher.min.js'), 'utf8'));
  await page.evaluate(readFileSync(require.resolve('laravel-echo/iife'), 'utf8'));
  return page.evaluate(
    async ({ userId, key }) => {
      await fetch('/sanctum/csrf-cookie');
      // The XSRF cookie as it is at each call (the app beside may renew it), as axios sends it.
      const xsrf = () =>
        decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const Echo = window.Echo?.default;
      if (Echo === undefined) throw new Error('laravel-echo did not load.');
      const echo = new Echo({
        broadcaster: 'pusher',
        key,
        cluster: 'mt1',
        wsHost: location.hostname,
        wsPort: Number(location.port),
        forceTLS: false,
        enabledTransports: ['ws'],
        // Laravel's documented authorizer for a session-authenticated SPA (Sanctum), with fetch.
        authorizer: (channel: { name: string }) => ({
          authorize: (socketId: string, callback: (error: unknown, data: unknown) => void) => {
            fetch('/api/broadcasting/auth', {
              method: 'POST',
              headers: {
                Accept: 'application/json',
                'Content-Type': 'application/json',
                'X-XSRF-TOKEN': xsrf(),
              },
              body: JSON.stringify({ socket_id: socketId, channel_name: channel.name }),
            })
              .then(async (response) =>
                response.ok
                  ? callback(null, await response.json())
                  : callback(new Error(`auth answered ${response.status}`), null),
              )
              .catch((error: unknown) => callback(error, null));
          },
        }),
      });
      window.__echo = echo;
      window.__heard = [];
      await new Promise<void>((resolve, reject) => {
        const channel = echo.private(`user.${userId}`) as {
          listen(event: string, callback: (data: unknown) => void): unknown;
          subscribed(callback: () => void): unknown;
          error(callback: (error: unknown) => void): unknown;
        };
        for (const event of ['notification.created', 'thread.updated'])
          channel.listen(`.${event}`, (data) => window.__heard?.push({ event, data }));
        channel.subscribed(resolve);
        channel.error((error) => reject(new Error(JSON.stringify(error))));
      });
      return echo.socketId() ?? '';
    },
    { userId, key: PUSHER_APP.key },
  );
}

const heard = (page: Page) => page.evaluate(() => window.__heard ?? []);

describe('a backend publishing through the fake’s Pusher HTTP API', () => {
  it('the pusher SDK’s campaign.updated shows live on agency home in Chromium', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    const { row, first } = await openCampaignsNeedingAttention(page);
    const campaign = await callApi<ApiCampaign>(page, 'GET', `/api/new-campaigns/${first.id}`);
    const priority = otherPriority(campaign.priority);

    await backend().trigger('private-agency', 'campaign.updated', { ...campaign, priority });

    await expect
      .poll(() => row.textContent(), { timeout: 15_000 })
      .toContain(PRIORITY_TITLES[priority]);
    expect(errors).toEqual([]);
  });

  it('laravel-echo in a page hears the SDK’s events, except one that names its socket', async () => {
    const page = await e2e.sessions.page('superadmin');
    await page.goto('/agency/home');
    await waitForSettled(page);
    const socketId = await laravelFrontEnd(page, 1);
    expect(socketId).toMatch(/^\d+\.\d+$/);

    const sdk = backend();
    await sdk.trigger(
      'private-user.1',
      'thread.updated',
      { id: 1, written: 'by this page' },
      { socket_id: socketId },
    );
    await sdk.trigger('private-user.1', 'notification.created', { id: 2, title: 'For everyone' });
    await expect
      .poll(() => heard(page), { timeout: 15_000 })
      .toContainEqual({ event: 'notification.created', data: { id: 2, title: 'For everyone' } });
    // Everything published before it has arrived: the socket's own event never came.
    expect((await heard(page)).map(({ event }) => event)).toEqual(['notification.created']);
  });
});
