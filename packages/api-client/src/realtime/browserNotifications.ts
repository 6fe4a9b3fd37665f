import {
  NOTIFICATION_CHECK_DELAY_MS,
  type Notification as UserNotification,
} from '@airtime/domain';

/** The browser's Notification API, as far as this package uses it (injectable for tests). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission?(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): unknown;
}

/** The page's Notification API; undefined where there is none (Node, some webviews, iOS tabs). */
export function browserNotificationApi(): NotificationApi | undefined {
  const api = (globalThis as { Notification?: NotificationApi }).Notification;
  return typeof api === 'function' ? api : undefined;
}

/**
 * Shows a notification as a browser notification, only when permission is granted (spec §8).
 * Answers whether it was shown; never throws (Chrome on Android refuses the constructor).
 */
export function showBrowserNotification(
  notification: Pick<UserNotification, 'title' | 'body'>,
  api: NotificationApi | undefined = browserNotificationApi(),
): boolean {
  if (api === undefined || api.permission !== 'granted') return false;
  try {
    new api(notification.title, notification.body === null ? {} : { body: notification.body });
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
