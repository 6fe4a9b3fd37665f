import type { ComponentType } from 'react';

const RELOADED_KEY = 'airtime:chunk-reload';

let pendingPath: () => string | null = () => null;

/** Tells lazyPage where a navigation is going (the router's pending location). */
export function setPendingPathSource(source: () => string | null): void {
  pendingPath = source;
}

/**
 * Loads a chunk of the app. When it fails (a deploy replaced it), the target path is loaded in
 * full (spec §2), once: a second failure on the same path throws, for the error page.
 */
export async function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return module;
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
}

/** A route's lazy page module, loaded with loadChunk. */
export function lazyPage<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await loadChunk(load))[name] as ComponentType });
}
