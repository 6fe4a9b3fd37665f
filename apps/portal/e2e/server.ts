import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, type PreviewServer, preview } from 'vite';
import type { ApiPluginApi } from '../vite/apiPlugin.ts';

/** The portal's folder. */
export const PORTAL_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Preview {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** The fake's own origin behind it (its Pusher HTTP API); none in the demo, where it is the page's. */
  readonly mockApiUrl: string | undefined;
  close(): Promise<void>;
}

/** Vite's logger at 'warn', without the resets of sockets that closing browser contexts cause. */
function quietLogger() {
  const logger = createLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    const reset = /ECONNRESET|EPIPE/.test(`${message} ${options?.error?.message ?? ''}`);
    if (message.includes('ws proxy') && reset) return;
    error(message, options);
  };
  return logger;
}

/**
 * Serves a build with `vite preview` on a free port. The production build (`dist/`) is served in
 * front of the fake backend's local server: vite/apiPlugin.ts starts it (in memory, fresh data) and
 * proxies the API paths to it, as `pnpm start` does. `demo: true` serves the demo build
 * (`dist-demo/`) with no server behind it: its pages run the fake themselves.
 */
export async function startPreview({ demo = false }: { demo?: boolean } = {}): Promise<Preview> {
  // The tests drive the fake (/__mock/*); a real backend (VITE_API_URL) is never a test target.
  delete process.env.VITE_API_URL;
  process.env.MOCK_API_DATA_FILE = 'memory';
  const server: PreviewServer = await preview({
    root: PORTAL_ROOT,
    mode: demo ? 'demo' : 'production',
    customLogger: quietLogger(),
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') {
    throw new Error('vite preview did not report a port.');
  }
  const api = server.config.plugins.find((plugin) => plugin.name === 'airtime-api')?.api as
    | ApiPluginApi
    | undefined;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    mockApiUrl: api?.mockApiUrl,
    close: () => server.close(),
  };
}

function newestFile(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestFile(join(path, entry)));
  }
  return newest;
}

/** What a build is made from; a build older than any of them is not the code under test. */
const BUILD_SOURCES = ['src', 'index.html', 'shared-report.html', 'vite.config.ts', 'vite'];

/**
 * Fails clearly when a build is missing or older than the sources, so the tests never run an old
 * build. Turborepo's `test` task depends on `build`, so `pnpm test` always has a fresh one.
 */
export function assertFreshBuild(outDir: 'dist' | 'dist-demo'): void {
  const manifest = join(PORTAL_ROOT, outDir, '.vite', 'manifest.json');
  const build = 'pnpm --filter @airtime/portal build';
  if (!existsSync(manifest)) throw new Error(`No build in apps/portal/${outDir}: run ${build}.`);
  const built = statSync(manifest).mtimeMs;
  const changed = BUILD_SOURCES.map((source) => join(PORTAL_ROOT, source))
    .filter((path) => existsSync(path))
    .find((path) => newestFile(path) > built);
  if (changed !== undefined) {
    throw new Error(`apps/portal/${outDir} is older than ${changed}: run ${build}.`);
  }
}
