import type { MockBackend } from '../backend/createMockBackend.ts';

/**
 * A client's WebSocket, whichever transport carries it: the `ws` package behind the local
 * server, or msw's WebSocket interception in the browser. The fake Pusher protocol is written
 * once against this interface.
 */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onMessage(listener: (data: string) => void): void;
  onClose(listener: () => void): void;
}

/** What the server knows of a connection when it opens. */
export interface RealtimeConnectionInfo {
  /** e.g. ws://127.0.0.1:4010/app/airtime-key?protocol=7&client=js&version=8.6.0 */
  readonly url: URL;
  readonly headers: Headers;
  readonly cookies: Readonly<Record<string, string>>;
}

/** Serves one connection: the fake Pusher protocol (servePusher in pusherProtocol.ts). */
export type RealtimeConnectionHandler = (
  socket: RealtimeSocket,
  info: RealtimeConnectionInfo,
  backend: MockBackend,
) => void;

/** The path prefix pusher-js connects to: /app/{key}. */
export const PUSHER_PATH_PREFIX = '/app/';

/**
 * Refuses every socket with 4001 ('application does not exist'), a code pusher-js does not retry,
 * so clients do not reconnect in a loop: for a local server that should serve no realtime.
 */
export const refuseRealtime: RealtimeConnectionHandler = (socket) => {
  socket.close(4001, 'Realtime is off on this server');
};
