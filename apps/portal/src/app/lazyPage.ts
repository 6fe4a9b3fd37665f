import type { ComponentType } from 'react';

const RELOADED_KEY = 'airtime:chunk-reload';

let pendingPath: () => string | null = () => null;

/** Tells lazyPage where a navigation is going (the router's pending location). */
export function setPendingPathSource(source: () => string | null): void {
  pendingPath = source;
}

/**
 * A route's lazy page module. When its chunk fails to load (a deploy replaced it), the target path
 * is loaded in full (spec §2), once: a second failure on the same path shows the error page.
 */
export function lazyPage<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return { Component: module[name] as ComponentType };
    } catch (error) {
      const target = pendingPath() ?? `${location.pathname}${location.search}`;
      if (sessionStorage.getItem(RELOADED_KEY) !== target) {
        sessionStorage.setItem(RELOADED_KEY, target);
        location.assign(target);
        // The page is going away; never settle, so nothing renders meanwhile.
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}
