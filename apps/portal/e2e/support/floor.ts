import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { PORTAL_ROOT, type Preview } from '../server.ts';

// The floor `pnpm bench` measures against: the minimal React + react-dom + React Router app in
// bench/floor, built by the same Vite and served the same way.

const FLOOR_CONFIG = join(PORTAL_ROOT, 'bench', 'floor', 'vite.config.ts');
const FLOOR_DIST = join(PORTAL_ROOT, 'bench', 'floor', 'dist');

/** Builds the floor app and serves it with `vite preview` on a free port. */
export async function startFloor(): Promise<Preview & { gzip(file: string): number }> {
  await build({ configFile: FLOOR_CONFIG, logLevel: 'warn' });
  const server = await preview({
    configFile: FLOOR_CONFIG,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The floor did not report a port.');
  const sizes = new Map(
    readdirSync(join(FLOOR_DIST, 'assets')).map((file) => [
      `assets/${file}`,
      gzipSync(readFileSync(join(FLOOR_DIST, 'assets', file)), { level: 9 }).length,
    ]),
  );
  return {
    origin: `http://127.0.0.1:${address.port}`,
    mockApiUrl: undefined,
    close: () => server.close(),
    gzip: (file) => sizes.get(file) ?? 0,
  };
}
