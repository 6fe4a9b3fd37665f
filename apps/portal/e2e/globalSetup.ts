import type { TestProject } from 'vitest/node';
import { assertFreshBuild, startPreview } from './server.ts';
import { moveNodeClock } from './support/today.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The origins of the `vite preview` servers of the production build, each in front of its own
     * fake: one per e2e worker, so two files never reset each other's data.
     */
    portalOrigins: readonly string[];
    /** The origin of each of those servers' fake, in the same order: its Pusher HTTP API. */
    mockApiOrigins: readonly string[];
  }
}

/** How many e2e files run at once (vitest.config.ts's e2e maxWorkers): one server for each. */
export const E2E_WORKERS = 2;

/**
 * A preview server (and its own fake backend) per e2e worker; the files of one worker take turns
 * on its server, each resetting the data first.
 */
export default async function setup(project: TestProject) {
  assertFreshBuild('dist');
  moveNodeClock();
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startPreview()));
  project.provide(
    'portalOrigins',
    servers.map((server) => server.origin),
  );
  project.provide(
    'mockApiOrigins',
    servers.map((server) => server.mockApiUrl ?? ''),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
