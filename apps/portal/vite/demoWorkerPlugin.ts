import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The name the demo backend registers its service worker under (src/demo/startDemoBackend.ts). */
export const DEMO_WORKER_FILE = 'mockServiceWorker.js';

function workerSource(): string {
  // msw's own worker script, of the installed msw version (the page checks that they match).
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
}

/**
 * Ships msw's service worker with the demo build (`vite build --mode demo`) and serves it in
 * `vite --mode demo`; every other mode gets no byte of it.
 */
export function demoWorkerPlugin(): Plugin {
  let demo = false;
  let base = '/';
  return {
    name: 'airtime-demo-worker',
    configResolved(config) {
      demo = config.mode === 'demo';
      base = config.base;
    },
    configureServer(server) {
      if (!demo) return;
      server.middlewares.use(`${base}${DEMO_WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(workerSource());
      });
    },
    generateBundle() {
      if (!demo) return;
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER_FILE, source: workerSource() });
    },
  };
}
