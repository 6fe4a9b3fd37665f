import {
  NOTIFICATION_CHECK_DELAY_MS,
  type Notification as UserNotification,
} from '@airtime/domain';

/** A shown browser notification, as far as this package uses it. */
export interface ShownNotification {
  onclick: ((event: Event) => unknown) | null;
  close?(): void;
}

/** The browser's Notification API, as far as this package uses it (injectable for tests). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission?(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): ShownNotification;
}

/** The page a notification is for: whether it is hidden and how to bring it forward. */
export interface NotificationPage {
  /** `document.visibilityState === 'hidden'` (a minimised window, another tab). */
  isHidden(): boolean;
  focus(): void;
}

/** The page's Notification API; undefined where there is none (Node, some webviews, iOS tabs). */
export function browserNotificationApi(): NotificationApi | undefined {
  const api = (globalThis as { Notification?: NotificationApi }).Notification;
  return typeof api === 'function' ? api : undefined;
}

/** The current page; undefined where there is no document (a worker, Node). */
export function browserNotificationPage(): NotificationPage | undefined {
  const { document } = globalThis as { document?: Pick<Document, 'visibilityState'> };
  if (document === undefined) return undefined;
  return {
    isHidden: () => document.visibilityState === 'hidden',
    focus: () => (globalThis as { focus?: () => void }).focus?.(),
  };
}

/**
 * Shows a notification as a browser notification, only when permission is granted (spec §8) and
 * the page is hidden (issue 7: a visible page shows the news itself); without a document nothing
 * is on screen, so it shows. A click brings the window forward, closes the notification and then
 * hands it to `onClick` (e.g. to open what it names). Answers whether it was shown; never throws
 * (Chrome on Android refuses the constructor).
 */
export function showBrowserNotification<N extends Pick<UserNotification, 'title' | 'body'>>(
  notification: N,
  api: NotificationApi | undefined = browserNotificationApi(),
  page: NotificationPage | undefined = browserNotificationPage(),
  onClick?: (notification: N) => void,
): boolean {
  if (api === undefined || api.permission !== 'granted') return false;
  if (page !== undefined && !page.isHidden()) return false;
  try {
    const shown = new api(
      notification.title,
      notification.body === null ? {} : { body: notification.body },
    );
    shown.onclick = () => {
      page?.focus();
      shown.close?.();
      onClick?.(notification);
    };
    return true;
  } catch {
    return false;
  }
}

export interface NotificationPermissionCheckOptions {
  /** Ask the user when they have not decided yet (default true). */
  readonly request?: boolean;
  readonly delayMs?: number;
  readonly api?: NotificationApi | undefined;
  readonly setTimeout?: (run: () => void, ms: number) => unknown;
  readonly clearTimeout?: (timer: never) => void;
}

/**
 * About 3 s after start, checks the browser notification permission (spec §4, §9) and asks for
 * it while it is undecided; `onChecked` gets the outcome. Returns a cancel function.
 */
export function scheduleNotificationPermissionCheck(
  onChecked: (permission: NotificationPermission | 'unsupported') => void = () => {},
  options: NotificationPermissionCheckOptions = {},
): () => void {
  const set = options.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms));
  const clear = options.clearTimeout ?? ((timer) => globalThis.clearTimeout(timer));
  const timer = set(() => {
    const api = 'api' in options ? options.api : browserNotificationApi();
    if (api === undefined) return onChecked('unsupported');
    if (api.permission !== 'default' || options.request === false || !api.requestPermission)
      return onChecked(api.permission);
    api.requestPermission().then(onChecked, () => onChecked(api.permission));
  }, options.delayMs ?? NOTIFICATION_CHECK_DELAY_MS);
  return () => clear(timer as never);
}
