// @airtime/mock-api/browser: the fake in the page, through msw's service worker, with its data
// kept in IndexedDB across reloads. No Node modules here.

import type { UnhandledFrameHandle } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';
import {
  createMockBackend,
  type MockBackend,
  type MockBackendOptions,
} from '../backend/createMockBackend.ts';
import { createHandlers } from '../createHandlers.ts';
import { createRealtimeHandlers } from '../realtime/mswPusher.ts';

export { PUSHER_CONFIG } from '../realtime/pusherApp.ts';

import {
  clearIndexedDbSnapshot,
  loadSnapshotFromIndexedDb,
  saveSnapshotToIndexedDb,
} from './indexedDbStorage.ts';

export interface StartMockWorkerOptions
  extends Omit<MockBackendOptions, 'snapshot' | 'httpOnlySessionCookie'> {
  /** Where the app serves msw's worker script (`msw init public/`). */
  readonly serviceWorkerUrl?: string;
  /** Keep data in IndexedDB across reloads (default true). */
  readonly persist?: boolean;
  readonly databaseName?: string;
  /** What to do with requests no handler knows; assets pass through by default. */
  readonly onUnhandledFrame?: UnhandledFrameHandle;
  readonly quiet?: boolean;
  /** Quiet time after a change before saving, in milliseconds. */
  readonly saveDelayMs?: number;
}

export interface MockWorker {
  readonly worker: SetupWorker;
  readonly backend: MockBackend;
  /** Saves pending changes to IndexedDB now. */
  flush(): Promise<void>;
  /** Forgets the saved data (the next start seeds afresh). */
  clearSavedData(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_DATABASE_NAME = 'airtime-mock-api';

/**
 * Starts the fake in the page. The session cookie is not HttpOnly here: the handlers run in the
 * page (msw's worker only forwards requests to it) and can set cookies only through
 * document.cookie, which cannot write HttpOnly cookies.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const databaseName = options.databaseName ?? DEFAULT_DATABASE_NAME;
  const persist = options.persist ?? true;
  const snapshot = persist ? await loadSnapshotFromIndexedDb(databaseName) : undefined;
  const backend = createMockBackend({
    ...options,
    ...(snapshot === undefined ? {} : { snapshot }),
    httpOnlySessionCookie: false,
  });
  // pusher-js connects to ws://localhost:6001/app/{key} (PUSHER_CONFIG.intercepted), which msw
  // intercepts in the page and the fake Pusher server answers.
  const worker = setupWorker(...createHandlers(backend), ...createRealtimeHandlers(backend));
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledFrame: options.onUnhandledFrame ?? 'bypass',
    quiet: options.quiet ?? true,
  });

  let timer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    timer = null;
    saving = saving
      .then(() => saveSnapshotToIndexedDb(databaseName, backend.toSnapshot()))
      .catch((error: unknown) => console.error('[mock-api] saving to IndexedDB failed', error));
    return saving;
  };
  const unsubscribe = persist
    ? backend.subscribe(() => {
        timer ??= setTimeout(save, options.saveDelayMs ?? 400);
      })
    : () => undefined;
  if (persist && snapshot === undefined) timer = setTimeout(save, options.saveDelayMs ?? 400);

  return {
    worker,
    backend,
    async flush() {
      if (timer !== null) {
        clearTimeout(timer);
        await save();
      } else await saving;
    },
    clearSavedData: () => clearIndexedDbSnapshot(databaseName),
    async stop() {
      unsubscribe();
      if (timer !== null) {
        clearTimeout(timer);
        await save();
      }
      await worker.stop();
    },
  };
}
