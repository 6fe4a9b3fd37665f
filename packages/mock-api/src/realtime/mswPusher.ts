import { type WebSocketData, type WebSocketHandler, ws } from 'msw';
import type { MockBackend } from '../backend/createMockBackend.ts';
import { INTERCEPTED_PUSHER_URL } from './pusherApp.ts';
import { servePusher } from './pusherProtocol.ts';
import type { RealtimeConnectionHandler, RealtimeSocket } from './RealtimeSocket.ts';

/** The client side of an intercepted connection, as msw hands it over. */
interface InterceptedClient {
  readonly url: URL;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WebSocketData>) => void): void;
  addEventListener(type: 'open' | 'close', listener: () => void): void;
}

export interface RealtimeHandlerOptions {
  /** The URL pattern to intercept (default ws://localhost:6001/app/*, PUSHER_CONFIG.intercepted). */
  readonly url?: string;
  /** Serves each connection (default the fake Pusher server). */
  readonly serve?: RealtimeConnectionHandler;
}

const decoder = new TextDecoder();

/** Text frames as strings; binary frames decoded as UTF-8 (pusher-js sends text only). */
function onText(listener: (data: string) => void) {
  return (event: MessageEvent<WebSocketData>) => {
    const data = event.data;
    if (typeof data === 'string') listener(data);
    else if (typeof Blob !== 'undefined' && data instanceof Blob) void data.text().then(listener);
    else if (ArrayBuffer.isView(data)) listener(decoder.decode(data));
    else listener(decoder.decode(data as ArrayBuffer));
  };
}

function wrapClient(client: InterceptedClient): RealtimeSocket {
  // The connection listener runs before the client's socket opens, and msw reads a close then as
  // refusing the connection, which pusher-js takes for a network failure and retries. The Pusher
  // server accepts the socket and then closes it (after a pusher:error): so close only once it
  // is open and the frames sent before have been delivered.
  let open = false;
  client.addEventListener('open', () => {
    open = true;
  });
  const closeLater = (code?: number, reason?: string) =>
    setTimeout(() => client.close(code, reason), 0);
  return {
    send: (data) => client.send(data),
    close: (code, reason) => {
      if (open) closeLater(code, reason);
      else client.addEventListener('open', () => closeLater(code, reason));
    },
    onMessage: (listener) => client.addEventListener('message', onText(listener)),
    onClose: (listener) => client.addEventListener('close', () => listener()),
  };
}

/**
 * The fake Pusher server for the msw hosts (the browser's service worker and msw/node): msw
 * intercepts pusher-js's WebSocket to ws://localhost:6001/app/{key} in the page or process and
 * the same protocol code as the local server's answers it. Pass these handlers next to
 * createHandlers(backend) to setupWorker or setupServer.
 */
export function createRealtimeHandlers(
  backend: MockBackend,
  options: RealtimeHandlerOptions = {},
): WebSocketHandler[] {
  const serve = options.serve ?? servePusher;
  const link = ws.link(options.url ?? INTERCEPTED_PUSHER_URL);
  const handler: WebSocketHandler = link.addEventListener('connection', ({ client }) => {
    serve(
      wrapClient(client),
      // The handshake of an intercepted socket carries no headers or cookies; the Pusher
      // protocol needs neither (private channels are authorized by signature).
      { url: new URL(client.url), headers: new Headers(), cookies: {} },
      backend,
    );
  });
  return [handler];
}
