import { type AuthSnapshot, AuthState } from '../auth/AuthState.ts';
import { createEventBus, type EventBus } from '../realtime/eventBus.ts';
import type { ScaleName } from '../seed/scales.ts';
import { DEFAULT_SEED, seedStore } from '../seed/seedStore.ts';
import { createStore, type Store, type StoreSnapshot } from '../store/createStore.ts';
import { type Faults, NO_FAULTS, type OneShotFault } from './faults.ts';

/** Everything the fake keeps, as JSON: what the hosts save to a file or IndexedDB. */
export interface BackendSnapshot {
  readonly format: typeof BACKEND_SNAPSHOT_FORMAT;
  readonly store: StoreSnapshot;
  readonly auth: AuthSnapshot;
}

export const BACKEND_SNAPSHOT_FORMAT = 'airtime-mock-api@1';

export interface ResetOptions {
  readonly scale?: ScaleName;
  readonly seed?: number;
  /** yyyy-MM-dd; defaults to today (UTC) by the backend's clock. */
  readonly referenceDate?: string;
}

export interface MockBackendOptions extends ResetOptions {
  /** Start from saved data instead of seeding (falls back to seeding when it cannot be read). */
  readonly snapshot?: unknown;
  /** The clock for timestamps of writes and token expiry; defaults to the real time. */
  readonly now?: () => Date;
  /**
   * Whether the session cookie is HttpOnly. True for the local server (real cookies); false in
   * the browser host, whose handlers run in the page and can only set cookies through
   * document.cookie, which cannot write HttpOnly ones.
   */
  readonly httpOnlySessionCookie?: boolean;
  /** Random source for the errorRate fault; Math.random by default. */
  readonly random?: () => number;
}

/** The fake backend's state and services, shared by every handler of one host. */
export interface MockBackend {
  readonly store: Store;
  readonly auth: AuthState;
  readonly bus: EventBus;
  readonly httpOnlySessionCookie: boolean;
  readonly faults: Faults;
  now(): Date;
  random(): number;
  /** Replaces the data by a fresh seed; sessions survive (persona ids are stable). */
  reset(options?: ResetOptions): void;
  /** Replaces the faults; `{}` clears them. */
  setFaults(faults: Partial<Faults>): void;
  /** Clears one-shot faults once they have fired. */
  consumeFault(name: OneShotFault): void;
  toSnapshot(): BackendSnapshot;
  /** Loads saved data; throws when it is not a snapshot of this format. */
  restore(snapshot: unknown): void;
  /** Calls `listener` after any change worth saving (store or auth); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A backend seeded (or restored) and ready for createHandlers(). */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const now = options.now ?? (() => new Date());
  const store = createStore();
  const auth = new AuthState(notify);
  let faults: Faults = NO_FAULTS;
  store.subscribe(notify);

  const backend: MockBackend = {
    store,
    auth,
    bus: createEventBus(),
    httpOnlySessionCookie: options.httpOnlySessionCookie ?? true,
    get faults() {
      return faults;
    },
    now,
    random: options.random ?? Math.random,
    reset(reset = {}) {
      seedStore(
        {
          scale: reset.scale ?? 'default',
          seed: reset.seed ?? DEFAULT_SEED,
          referenceDate: reset.referenceDate ?? now().toISOString().slice(0, 10),
        },
        store,
      );
    },
    setFaults(next) {
      faults = { ...NO_FAULTS, ...next };
    },
    consumeFault(name) {
      faults = { ...faults, [name]: false };
    },
    toSnapshot() {
      return {
        format: BACKEND_SNAPSHOT_FORMAT,
        store: store.toSnapshot(),
        auth: auth.toSnapshot(),
      };
    },
    restore(snapshot) {
      if (!isBackendSnapshot(snapshot)) throw new Error('Not a mock-api snapshot of this version');
      store.restore(snapshot.store);
      auth.restore(snapshot.auth);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  let restored = false;
  if (options.snapshot !== undefined) {
    try {
      backend.restore(options.snapshot);
      restored = true;
    } catch (error) {
      console.warn('[mock-api] saved data could not be read; seeding afresh.', error);
    }
  }
  if (!restored) backend.reset(options);
  return backend;
}

function isBackendSnapshot(value: unknown): value is BackendSnapshot {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<BackendSnapshot>;
  return (
    candidate.format === BACKEND_SNAPSHOT_FORMAT &&
    typeof candidate.store === 'object' &&
    candidate.store !== null &&
    typeof candidate.auth === 'object' &&
    candidate.auth !== null
  );
}
