import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';
import { liveServices } from './liveServices.ts';

setupPortalMockApi();

const original = { ...liveServices };
const stop = vi.fn();
const cancelCheck = vi.fn();

beforeEach(() => {
  liveServices.enabled = true;
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
    await screen.findByRole('heading', { name: 'Page /agency/home' }, { timeout: 10_000 });
    expect(liveServices.startRealtime).toHaveBeenCalledTimes(1);
    expect(liveServices.startRealtime).toHaveBeenCalledWith(
      expect.objectContaining({
        user: { id: 2, business_role: 'ops' },
        notify: true,
        config: expect.objectContaining({ key: 'airtime-mock-key', enabledTransports: ['ws'] }),
      }),
    );
    expect(liveServices.scheduleNotificationPermissionCheck).toHaveBeenCalledTimes(1);
    expect(liveServices.startPageMetrics).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(cancelCheck).toHaveBeenCalledTimes(1);
  });

  it('a click on a browser notification opens the inbox at what it names, through the router', async () => {
    const { router } = await renderShell('/brand/home', { as: 'brand' });
    await screen.findByRole('heading', { name: 'Page /brand/home' }, { timeout: 10_000 });
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
    // Navigating in the app neither reloads it nor restarts realtime.
    expect(liveServices.startRealtime).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
  });

  it('starts nothing for a signed-out visitor, and reports page metrics once per page', async () => {
    await renderShell('/login');
    await screen.findByRole('heading', { name: 'Page /login' }, { timeout: 10_000 });
    expect(liveServices.startRealtime).not.toHaveBeenCalled();
    expect(liveServices.startPageMetrics).toHaveBeenCalledTimes(1);
    // The app mounted again on the same page load does not report again.
    cleanup();
    await renderShell('/login');
    await screen.findByRole('heading', { name: 'Page /login' }, { timeout: 10_000 });
    expect(liveServices.startPageMetrics).toHaveBeenCalledTimes(1);
  });
});
