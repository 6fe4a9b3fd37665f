import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserNotificationApi,
  type NotificationApi,
  scheduleNotificationPermissionCheck,
  showBrowserNotification,
} from './browserNotifications.ts';

function fakeApi(permission: NotificationPermission, options: { throws?: boolean } = {}) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const api = class {
    static permission = permission;
    static requestPermission = vi.fn(async () => 'granted' as const);
    constructor(title: string, init?: NotificationOptions) {
      if (options.throws === true) throw new TypeError('Illegal constructor');
      shown.push(init === undefined ? { title } : { title, options: init });
    }
  };
  return {
    api: api as unknown as NotificationApi & { requestPermission: typeof api.requestPermission },
    shown,
  };
}

const notification = { title: 'Ana wrote in a campaign thread', body: 'See the new draft' };

describe('showBrowserNotification', () => {
  it.each<[NotificationPermission, boolean]>([
    ['granted', true],
    ['default', false],
    ['denied', false],
  ])('with permission %s shows: %s', (permission, expected) => {
    const { api, shown } = fakeApi(permission);
    expect(showBrowserNotification(notification, api)).toBe(expected);
    expect(shown).toEqual(
      expected ? [{ title: notification.title, options: { body: notification.body } }] : [],
    );
  });

  it('sends no body when the notification has none', () => {
    const { api, shown } = fakeApi('granted');
    showBrowserNotification({ title: 'Assigned', body: null }, api);
    expect(shown).toEqual([{ title: 'Assigned', options: {} }]);
  });

  it('does not throw where the constructor is refused or the API is missing', () => {
    expect(showBrowserNotification(notification, fakeApi('granted', { throws: true }).api)).toBe(
      false,
    );
    expect(showBrowserNotification(notification, undefined)).toBe(false);
    // Node has no Notification at all.
    expect(browserNotificationApi()).toBeUndefined();
    expect(showBrowserNotification(notification)).toBe(false);
  });
});

describe('scheduleNotificationPermissionCheck', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks 3 s after start while the user has not decided', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi('default');
    const checked = vi.fn();
    scheduleNotificationPermissionCheck(checked, { api });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(api.requestPermission).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.requestPermission).toHaveBeenCalledOnce();
    expect(checked).toHaveBeenCalledWith('granted');
  });

  it.each<[NotificationPermission, boolean | undefined]>([
    ['granted', undefined],
    ['denied', undefined],
    ['default', false],
  ])(
    'only reads a decided permission (%s) or when told not to ask',
    async (permission, request) => {
      vi.useFakeTimers();
      const { api } = fakeApi(permission);
      const checked = vi.fn();
      scheduleNotificationPermissionCheck(checked, {
        api,
        ...(request === undefined ? {} : { request }),
      });
      await vi.advanceTimersByTimeAsync(3_000);
      expect(api.requestPermission).not.toHaveBeenCalled();
      expect(checked).toHaveBeenCalledWith(permission);
    },
  );

  it('reports a browser without the API, and can be cancelled', async () => {
    vi.useFakeTimers();
    const checked = vi.fn();
    scheduleNotificationPermissionCheck(checked, { api: undefined });
    const cancelled = vi.fn();
    const cancel = scheduleNotificationPermissionCheck(cancelled, { api: fakeApi('default').api });
    cancel();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(checked).toHaveBeenCalledWith('unsupported');
    expect(cancelled).not.toHaveBeenCalled();
  });
});
