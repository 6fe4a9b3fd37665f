import type { ComponentType } from 'react';
import { pageActivity } from '../features/realtime/pageSettled.ts';

const RELOADED_KEY = 'airtime:chunk-reload';

/**
 * How long a reload for a missing chunk stands: the same path failing again within it shows the
 * error page. Not cleared when a chunk loads, since one chunk loading (the layout) while another
 * fails (the page) would otherwise reload forever.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Whether the page was reloaded for `target` within the window. */
function reloadedLately(target: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      target?: unknown;
      at?: unknown;
    } | null;
    return (
      last?.target === target &&
      typeof last.at === 'number' &&
      Date.now() - last.at < CHUNK_RELOAD_WINDOW_MS
    );
  } catch {
    return false;
  }
}

let pendingPath: () => string | null = () => null;

/** Tells lazyPage where a navigation is going (the router's pending location). */
export function setPendingPathSource(source: () => string | null): void {
  pendingPath = source;
}

/**
 * Loads a chunk of the app. When it fails (a deploy replaced it), the target path is loaded in
 * full (spec §2), once: a second failure on the same path within the window throws, for the
 * error page.
 */
export async function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    // Counted: a page still waiting for its module has not settled (realtime waits for that).
    return await pageActivity.track(load());
  } catch (error) {
    const target = pendingPath() ?? `${location.pathname}${location.search}`;
    if (!reloadedLately(target)) {
      sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ target, at: Date.now() }));
      location.assign(target);
      // The page is going away; never settle, so nothing renders meanwhile.
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

/** A route's lazy page module, loaded with loadChunk. */
export function lazyPage<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await loadChunk(load))[name] as ComponentType });
}
