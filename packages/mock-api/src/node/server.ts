// @airtime/mock-api/server: the fake as a local HTTP and WebSocket server on 127.0.0.1.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getResponse } from 'msw';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  createMockBackend,
  type MockBackend,
  type ResetOptions,
} from '../backend/createMockBackend.ts';
import { createHandlers } from '../createHandlers.ts';
import { parseCookieHeader } from '../http/cookies.ts';
import { errorResponse } from '../http/responses.ts';
import { servePusher } from '../realtime/pusherProtocol.ts';
import {
  PUSHER_PATH_PREFIX,
  type RealtimeConnectionHandler,
  type RealtimeSocket,
} from '../realtime/RealtimeSocket.ts';
import { createDebouncedSaver, loadSnapshotFile, saveSnapshotFile } from './fileStorage.ts';
import { discardUnreadBody, toFetchRequest, writeFetchResponse } from './nodeHttp.ts';

export {
  INTERCEPTED_PUSHER_URL,
  PUSHER_APP,
  PUSHER_CONFIG,
  type PusherClientConfig,
  pusherConfigForOrigin,
} from '../realtime/pusherApp.ts';
export {
  createPusherConnectionHandler,
  type PusherServerOptions,
  servePusher,
} from '../realtime/pusherProtocol.ts';
export {
  type RealtimeConnectionHandler,
  type RealtimeSocket,
  refuseRealtime,
} from '../realtime/RealtimeSocket.ts';

/** The port when neither the option nor MOCK_API_PORT sets one. */
export const DEFAULT_PORT = 4010;

/** Where data is saved when neither the option nor MOCK_API_DATA_FILE says (git-ignored). */
export const DEFAULT_DATA_FILE = '.mock-data/db.json';

export interface MockApiServerOptions extends ResetOptions {
  /** 0 picks a free port. Defaults to MOCK_API_PORT, then 4010. */
  readonly port?: number;
  /** Defaults to 127.0.0.1: the fake is for this machine only. */
  readonly host?: string;
  /**
   * The JSON file data is loaded from at start and saved to after changes; null keeps data in
   * memory only. Defaults to MOCK_API_DATA_FILE, then .mock-data/db.json under the working
   * directory.
   */
  readonly dataFile?: string | null;
  /** Quiet time after a change before saving, in milliseconds. */
  readonly saveDelayMs?: number;
  /**
   * Serves WebSocket connections on /app/{key} (the Pusher path). Defaults to the fake Pusher
   * server (servePusher); pusher-js connects with pusherConfigForOrigin(server.url).
   */
  readonly realtime?: RealtimeConnectionHandler;
  /** Clock for the backend (tests). */
  readonly now?: () => Date;
}

export interface MockApiServer {
  /** e.g. http://127.0.0.1:4010 */
  readonly url: string;
  readonly port: number;
  readonly backend: MockBackend;
  readonly httpServer: Server;
  /** Writes pending changes to the data file now. */
  flush(): Promise<void>;
  /** Saves, closes every socket and stops listening. */
  close(): Promise<void>;
}

/** Starts the local server; resolves once it listens. */
export async function startMockApiServer(
  options: MockApiServerOptions = {},
): Promise<MockApiServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? readPortFromEnvironment() ?? DEFAULT_PORT;
  const dataFile =
    options.dataFile === null
      ? null
      : resolve(options.dataFile ?? process.env.MOCK_API_DATA_FILE ?? DEFAULT_DATA_FILE);

  const snapshot = dataFile === null ? undefined : await loadSnapshotFile(dataFile);
  const backend = createMockBackend({
    ...options,
    ...(snapshot === undefined ? {} : { snapshot }),
    httpOnlySessionCookie: true,
  });
  const handlers = createHandlers(backend);
  const saver = createDebouncedSaver(async () => {
    if (dataFile !== null) await saveSnapshotFile(dataFile, backend.toSnapshot());
  }, options.saveDelayMs ?? 500);
  const unsubscribe = backend.subscribe(() => saver.schedule());
  // A fresh seed is saved straight away, so the next start finds the same data.
  if (snapshot === undefined) saver.schedule();

  let origin = `http://${host}:${port}`;
  const httpServer = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const request = toFetchRequest(incoming, origin);
        const response =
          (await getResponse(handlers, request)) ??
          errorResponse(
            404,
            `No mock handler for ${request.method} ${new URL(request.url).pathname}.`,
          );
        await discardUnreadBody(request);
        await writeFetchResponse(response, outgoing, incoming.headers['accept-encoding']);
      } catch (error) {
        console.error('[mock-api] request failed', error);
        if (!outgoing.headersSent)
          await writeFetchResponse(errorResponse(500, 'Server Error'), outgoing);
        else outgoing.destroy();
      }
    })();
  });

  const sockets = new WebSocketServer({ noServer: true });
  const realtime = options.realtime ?? servePusher;
  httpServer.on('upgrade', (incoming: IncomingMessage, socket, head) => {
    const url = new URL(`${origin.replace(/^http/, 'ws')}${incoming.url ?? '/'}`);
    if (!url.pathname.startsWith(PUSHER_PATH_PREFIX)) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(incoming, socket, head, (client) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      try {
        realtime(
          wrapSocket(client),
          { url, headers, cookies: parseCookieHeader(headers.get('cookie')) },
          backend,
        );
      } catch (error) {
        console.error('[mock-api] realtime connection failed', error);
        client.close(1011, 'Server error');
      }
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolveListen();
    });
  });
  const actualPort = (httpServer.address() as AddressInfo).port;
  origin = `http://${host}:${actualPort}`;

  return {
    url: origin,
    port: actualPort,
    backend,
    httpServer,
    flush: () => saver.flush(),
    async close() {
      unsubscribe();
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolveClose) => sockets.close(() => resolveClose()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolveClose) => httpServer.close(() => resolveClose()));
      await saver.flush();
    },
  };
}

function readPortFromEnvironment(): number | undefined {
  const value = process.env.MOCK_API_PORT;
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`MOCK_API_PORT must be a port number, got ${value}`);
  }
  return port;
}

function wrapSocket(client: WebSocket): RealtimeSocket {
  return {
    send: (data) => client.send(data),
    close: (code, reason) => client.close(code, reason),
    onMessage: (listener) => client.on('message', (data) => listener(data.toString())),
    onClose: (listener) => client.on('close', () => listener()),
  };
}
