import type { ComponentType } from 'react';
import { loadChunk } from './lazyPage.ts';
import { loadServices } from './services.ts';

/**
 * A route's lazy page (or layout) that uses the API: loaded with the session's services and
 * rendered inside ApiRoot, its providers. Pages that do without (the sign-in page) load neither.
 */
export function apiPage<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [module, { withApiRoot }] = await Promise.all([
      loadChunk(load),
      loadChunk(() => import('./ApiRoot.tsx')),
      loadServices(),
    ]);
    return { Component: withApiRoot(module[name] as ComponentType) };
  };
}
