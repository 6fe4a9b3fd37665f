// The platform-neutral surface of @airtime/mock-api: no Node and no browser modules here. The
// hosts are separate entries: ./browser (service worker), ./node (msw/node for tests) and
// ./server (the local HTTP and WebSocket server).

export type { AuthSnapshot, Impersonation, SentMail, Session } from './auth/AuthState.ts';
export {
  BACKEND_SNAPSHOT_FORMAT,
  type BackendSnapshot,
  createMockBackend,
  type MockBackend,
  type MockBackendOptions,
  type ResetOptions,
} from './backend/createMockBackend.ts';
export { type Faults, MAX_LATENCY_MS, NO_FAULTS } from './backend/faults.ts';
export { createHandlers } from './createHandlers.ts';
export {
  IMPERSONATE_HEADER,
  MESSAGES,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './http/names.ts';
export type { AccessRule } from './http/route.ts';
export {
  type BroadcastListener,
  type BroadcastMessage,
  createEventBus,
  type EventBus,
} from './realtime/eventBus.ts';
export {
  BRAND_PERSONA_BRAND_IDS,
  CREATOR_PERSONA_CREATOR_IDS,
  PERSONA_KEYS,
  PERSONA_PASSWORD,
  PERSONAS,
  type PersonaDefinition,
  type PersonaKey,
  VERIFICATION_CODE,
} from './seed/personas.ts';
export { SCALE_NAMES, SCALES, type ScaleCounts, type ScaleName } from './seed/scales.ts';
export { DEFAULT_SEED, type SeedOptions, seedStore } from './seed/seedStore.ts';
export { SPEC_CALLS, type SpecCall, type SpecSection, specCallKey } from './spec-calls.ts';
export {
  createStore,
  type SeedInfo,
  type Store,
  type StoreSnapshot,
  type TableName,
  type Tables,
} from './store/createStore.ts';
export type { AssigneeRow, BrandAgency, ProductionTag, StoredUser } from './store/records.ts';
export type { IndexKey, Table, TableSnapshot } from './store/Table.ts';
