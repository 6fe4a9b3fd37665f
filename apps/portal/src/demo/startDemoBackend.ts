import { startMockWorker } from '@airtime/mock-api/browser';

/** The demo build's backend: the fake's handlers in a service worker, data kept in IndexedDB. */
export async function startDemoBackend(): Promise<void> {
  await startMockWorker({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
}
