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
export { channelAccessRefusal } from './realtime/channelAccess.ts';
export {
  type BroadcastListener,
  type BroadcastMessage,
  createEventBus,
  type EventBus,
} from './realtime/eventBus.ts';
export { createRealtimeHandlers, type RealtimeHandlerOptions } from './realtime/mswPusher.ts';
export {
  BROADCASTING_AUTH_PATH,
  INTERCEPTED_PUSHER_URL,
  PUSHER_APP,
  PUSHER_CONFIG,
  type PusherClientConfig,
  pusherConfigForOrigin,
} from './realtime/pusherApp.ts';
export {
  createPusherConnectionHandler,
  PUSHER_CLOSE_CODES,
  PUSHER_PROTOCOL_VERSIONS,
  type PusherServerOptions,
  servePusher,
} from './realtime/pusherProtocol.ts';
export { signChannel, verifyChannelAuth } from './realtime/pusherSignature.ts';
export type {
  RealtimeConnectionHandler,
  RealtimeConnectionInfo,
  RealtimeSocket,
} from './realtime/RealtimeSocket.ts';
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
export type {
  AssigneeRow,
  BrandAgency,
  IoDocumentDraft,
  PageMetricRecord,
  ProductionTag,
  SignupRequestRecord,
  StoredUser,
  ThreadRead,
} from './store/records.ts';
export type { IndexKey, Table, TableSnapshot } from './store/Table.ts';
