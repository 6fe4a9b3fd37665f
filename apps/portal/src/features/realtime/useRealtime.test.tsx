import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';
import { liveServices } from './liveServices.ts';

const mock = setupPortalMockApi();

/** The runtime file as the dev and preview servers answer it for the fake (vite/apiPlugin.ts). */
const FAKE_REALTIME = { key: 'airtime-mock-key', host: 'localhost', port: 5173, scheme: 'http' };

const original = { ...liveServices };
const stop = vi.fn();
const cancelCheck = vi.fn();

beforeEach(() => {
  liveServices.enabled = true;
  mock.server.use(
    http.get('*/airtime-config.json', () => HttpResponse.json({ realtime: FAKE_REALTIME })),
  );
  liveServices.startRealtime = vi.fn(() => ({ stop, state: 'connecting' as const }));
  liveServices.scheduleNotificationPermissionCheck = vi.fn(() => cancelCheck);
  liveServices.startPageMetrics = vi.fn(() => ({ stop: () => {}, result: Promise.resolve(null) }));
});
afterEach(() => {
  cleanup();
  Object.assign(liveServices, original);
  vi.clearAllMocks();
  localStorage.clear();
});

describe('live state', () => {
  it('starts realtime after sign-in and stops it on sign-out', async () => {
    const { router } = await renderShell('/agency/home', { as: 'admin' });
    // The page shows at a commit; realtime starts in that commit's effects, which React runs after.
    await waitFor(() => expect(liveServices.startRealtime).toHaveBeenCalledTimes(1));
    expect(liveServices.startRealtime).toHaveBeenCalledWith(
      expect.objectContaining({
        user: { id: 2, business_role: 'ops' },
        notify: true,
        config: expect.objectContaining({
          key: 'airtime-mock-key',
          wsHost: 'localhost',
          wsPort: 5173,
          forceTLS: false,
        }),
      }),
    );
    expect(liveServices.scheduleNotificationPermissionCheck).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(liveServices.startPageMetrics).toHaveBeenCalledTimes(1));

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The router is at /login before React renders the signed-out app and runs the cleanup.
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    expect(cancelCheck).toHaveBeenCalledTimes(1);
  });

  it('starts no realtime where no key is configured, and the pages still work', async () => {
    let asked = false;
    mock.server.use(
      http.get('*/airtime-config.json', () => {
        asked = true;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await renderShell('/agency/home', { as: 'admin' });
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(expect.stringContaining('realtime is off')),
    );
    info.mockRestore();
    // What follows the answer (its reading, the decision) has had its turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(liveServices.startRealtime).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Page /agency/home' })).toBeDefined();
  });

  it('a click on a browser notification opens the inbox at what it names, through the router', async () => {
    const { router } = await renderShell('/brand/home', { as: 'brand' });
    await waitFor(() => expect(liveServices.startRealtime).toHaveBeenCalledTimes(1));
    const options = vi.mocked(liveServices.startRealtime).mock.calls[0]?.[0];
    const notification = {
      id: 1,
      user_id: 7,
      type: 'message',
      title: 'Ada Admin wrote in a brand thread',
      body: 'Cut approved',
      subject_type: 'brand',
      subject_id: 2,
      thread_visibility: 'brand',
      message_id: 40,
      read_at: null,
      created_at: '2026-11-20T10:00:00.000Z',
    } as const;

    act(() => options?.onNotificationClick?.(notification));
    await screen.findByRole('heading', { name: 'Page /brand/inbox' });
    expect(router.state.location).toMatchObject({
      pathname: '/brand/inbox',
      search: '?thread=brand.2.brand&message=message.40',
    });

    // A notification naming no conversation opens the inbox itself.
    await act(() => router.navigate('/brand/home'));
    const { thread_visibility: _visibility, message_id: _message, ...plain } = notification;
    act(() => options?.onNotificationClick?.({ ...plain, type: 'assigned' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/brand/inbox', search: '' }),
    );
    // Navigating in the app neither reloads it nor restarts realtime. React runs a commit's effects
    // before it renders the next update: by the next page, a restart would have happened.
    await act(() => router.navigate('/brand/home'));
    await screen.findByRole('heading', { name: 'Page /brand/home' });
    expect(liveServices.startRealtime).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
  });

  it('starts nothing for a signed-out visitor, and reports page metrics once per page', async () => {
    await renderShell('/login');
    // The report starts in the effects of the page's commit, which React runs after the heading shows.
    await waitFor(() => expect(liveServices.startPageMetrics).toHaveBeenCalledTimes(1));
    // Realtime would have started in those same effects (RootLayout's, the same commit).
    expect(liveServices.startRealtime).not.toHaveBeenCalled();
    // The app mounted again on the same page load does not report again: by the next page, whose
    // render React starts only after running the login page's effects, a second report would show.
    cleanup();
    const { router } = await renderShell('/login');
    await screen.findByRole('heading', { name: 'Page /login' });
    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { name: 'Page /privacy' });
    expect(liveServices.startPageMetrics).toHaveBeenCalledTimes(1);
  });
});
