import type { BrowserContext, Page } from 'playwright-core';

/** A browser notification the page created, as the user would read it. */
export interface CreatedNotification {
  readonly title: string;
  readonly body: string | null;
}

declare global {
  interface Window {
    /** Each `new Notification(...)` of the page (installed by watchNotifications). */
    __notifications?: CreatedNotification[];
    /** Shows or hides the page, as switching tabs does (installed by watchNotifications). */
    __setHidden?: (hidden: boolean) => void;
  }
}

/**
 * Grants the context the notifications permission, records each notification its pages create
 * (the real constructor still runs), and lets a test hide a page: headless Chromium always
 * reports a page visible, so `document.visibilityState` and `hidden` follow a flag instead, and
 * changing it fires `visibilitychange` as a real tab switch does.
 */
export async function watchNotifications(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const created: CreatedNotification[] = [];
    window.__notifications = created;
    const Real = window.Notification;
    function Recorded(title: string, options?: NotificationOptions) {
      created.push({ title, body: options?.body ?? null });
      return new Real(title, options);
    }
    Recorded.prototype = Real.prototype;
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    Object.defineProperty(Recorded, 'requestPermission', {
      value: Real.requestPermission.bind(Real),
    });
    window.Notification = Recorded as unknown as typeof Notification;

    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    window.__setHidden = (next) => {
      hidden = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

/** The notifications the page has created so far. */
export function createdNotifications(page: Page): Promise<CreatedNotification[]> {
  return page.evaluate(() => [...(window.__notifications ?? [])]);
}

/** Hides the page (another tab in front) or shows it again. */
export async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((next) => window.__setHidden?.(next), hidden);
}

/**
 * Resolves once the page has joined its user's private channel (decisions §5), where
 * notification.created arrives: news sent before that would never reach the page. Call it before
 * the page loads.
 */
export function joinsUserChannel(page: Page, timeoutMs = 15_000): Promise<void> {
  return joinsChannel(page, 'private-user.', timeoutMs);
}

/** Resolves once the page's socket has joined a channel whose name starts with `prefix`. */
export function joinsChannel(page: Page, prefix: string, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The page did not join ${prefix}… in ${timeoutMs} ms.`)),
      timeoutMs,
    );
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const frame = JSON.parse(payload) as { event?: string; channel?: string };
        if (
          frame.event === 'pusher_internal:subscription_succeeded' &&
          frame.channel?.startsWith(prefix)
        ) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}
