import { fileURLToPath } from 'node:url';
import { type PreviewServer, preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Serves the production build with `vite preview` on a free port and returns its origin. */
export async function startPreview(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    root,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string')
    throw new Error('vite preview did not report a port.');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
