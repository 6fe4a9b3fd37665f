import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserNotificationApi,
  browserNotificationPage,
  type NotificationApi,
  scheduleNotificationPermissionCheck,
  showBrowserNotification,
} from './browserNotifications.ts';

function fakeApi(permission: NotificationPermission, options: { throws?: boolean } = {}) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const instances: { onclick: ((event: Event) => unknown) | null; close: () => void }[] = [];
  const api = class {
    static permission = permission;
    static requestPermission = vi.fn(async () => 'granted' as const);
    onclick: ((event: Event) => unknown) | null = null;
    close = vi.fn();
    constructor(title: string, init?: NotificationOptions) {
      if (options.throws === true) throw new TypeError('Illegal constructor');
      shown.push(init === undefined ? { title } : { title, options: init });
      instances.push(this);
    }
  };
  return {
    api: api as unknown as NotificationApi & { requestPermission: typeof api.requestPermission },
    shown,
    instances,
  };
}

function fakePage(visibility: DocumentVisibilityState) {
  return { isHidden: () => visibility === 'hidden', focus: vi.fn() };
}

const notification = { title: 'Ana wrote in a campaign thread', body: 'See the new draft' };

describe('showBrowserNotification', () => {
  it.each<[NotificationPermission, DocumentVisibilityState | 'no document', boolean]>([
    ['granted', 'hidden', true],
    ['granted', 'visible', false],
    ['granted', 'no document', true],
    ['default', 'hidden', false],
    ['denied', 'hidden', false],
    ['denied', 'visible', false],
  ])('with permission %s and the page %s shows: %s', (permission, visibility, expected) => {
    const { api, shown } = fakeApi(permission);
    const page = visibility === 'no document' ? undefined : fakePage(visibility);
    expect(showBrowserNotification(notification, api, page)).toBe(expected);
    expect(shown).toEqual(
      expected ? [{ title: notification.title, options: { body: notification.body } }] : [],
    );
  });

  it('reads the visibility when the notification arrives', () => {
    const { api, shown } = fakeApi('granted');
    let hidden = false;
    const page = { isHidden: () => hidden, focus: vi.fn() };
    expect(showBrowserNotification(notification, api, page)).toBe(false);
    hidden = true;
    expect(showBrowserNotification(notification, api, page)).toBe(true);
    expect(shown).toHaveLength(1);
  });

  it('focuses the window and closes the notification when clicked', () => {
    const { api, instances } = fakeApi('granted');
    const page = fakePage('hidden');
    showBrowserNotification(notification, api, page);
    expect(page.focus).not.toHaveBeenCalled();
    instances[0]?.onclick?.(new Event('click'));
    expect(page.focus).toHaveBeenCalledOnce();
    expect(instances[0]?.close).toHaveBeenCalledOnce();
  });

  it('hands the notification to onClick when clicked, after focusing the window', () => {
    const { api, instances } = fakeApi('granted');
    const order: string[] = [];
    const page = { isHidden: () => true, focus: vi.fn(() => order.push('focus')) };
    const named = { ...notification, message_id: 20 };
    const onClick = vi.fn((clicked: typeof named) => order.push(`open ${clicked.message_id}`));
    expect(showBrowserNotification(named, api, page, onClick)).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    instances[0]?.onclick?.(new Event('click'));
    expect(onClick).toHaveBeenCalledExactlyOnceWith(named);
    expect(order).toEqual(['focus', 'open 20']);
    expect(instances[0]?.close).toHaveBeenCalledOnce();
  });

  it('calls onClick on click where there is no document to focus', () => {
    const { api, instances } = fakeApi('granted');
    const onClick = vi.fn();
    showBrowserNotification(notification, api, undefined, onClick);
    instances[0]?.onclick?.(new Event('click'));
    expect(onClick).toHaveBeenCalledExactlyOnceWith(notification);
  });

  it.each<[NotificationPermission, DocumentVisibilityState]>([
    ['granted', 'visible'],
    ['denied', 'hidden'],
  ])(
    'never calls onClick when nothing is shown (permission %s, page %s)',
    (permission, visibility) => {
      const { api, instances } = fakeApi(permission);
      const onClick = vi.fn();
      expect(showBrowserNotification(notification, api, fakePage(visibility), onClick)).toBe(false);
      expect(instances).toEqual([]);
      expect(onClick).not.toHaveBeenCalled();
    },
  );

  it('sends no body when the notification has none', () => {
    const { api, shown } = fakeApi('granted');
    showBrowserNotification({ title: 'Assigned', body: null }, api, fakePage('hidden'));
    expect(shown).toEqual([{ title: 'Assigned', options: {} }]);
  });

  it('does not throw where the constructor is refused or the API or document is missing', () => {
    const refused = fakeApi('granted', { throws: true }).api;
    expect(showBrowserNotification(notification, refused, fakePage('hidden'))).toBe(false);
    expect(showBrowserNotification(notification, undefined, fakePage('hidden'))).toBe(false);
    // Node has no Notification and no document at all.
    expect(browserNotificationApi()).toBeUndefined();
    expect(browserNotificationPage()).toBeUndefined();
    expect(showBrowserNotification(notification)).toBe(false);
  });
});

describe('browserNotificationPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each<[DocumentVisibilityState, boolean]>([
    ['hidden', true],
    ['visible', false],
  ])('reads document.visibilityState %s as hidden: %s', (visibilityState, hidden) => {
    const focus = vi.fn();
    vi.stubGlobal('document', { visibilityState });
    vi.stubGlobal('focus', focus);
    const page = browserNotificationPage();
    expect(page?.isHidden()).toBe(hidden);
    page?.focus();
    expect(focus).toHaveBeenCalledOnce();
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
