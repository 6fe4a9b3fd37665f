import { expect, vi } from 'vitest';
import { createMockBackend, type MockBackend } from '../backend/createMockBackend.ts';
import { createEventBus, type EventBus } from '../realtime/eventBus.ts';
import { PUSHER_APP } from '../realtime/pusherApp.ts';
import {
  createPusherConnectionHandler,
  type PusherServerOptions,
  servePusher,
} from '../realtime/pusherProtocol.ts';
import type { RealtimeSocket } from '../realtime/RealtimeSocket.ts';
import { REFERENCE_DATE, TEST_SEED } from './mockApi.ts';

// The fake Pusher's protocol module alone, on in-memory sockets: what each frame gets back. Pass
// one bus to several sockets to see what they hear of each other.

const seeded = createMockBackend({ seed: TEST_SEED, referenceDate: REFERENCE_DATE });

/** A bus that counts its listeners, to see that closed sockets leave none behind. */
export function countingBus(): EventBus & { readonly listeners: () => number } {
  const bus = createEventBus();
  let count = 0;
  return {
    publish: bus.publish,
    subscriptionCounts: bus.subscriptionCounts,
    subscribe(listener, channel) {
      count += 1;
      const unsubscribe = bus.subscribe(listener, channel);
      let done = false;
      return () => {
        if (!done) count -= 1;
        done = true;
        unsubscribe();
      };
    },
    listeners: () => count,
  };
}

export interface Frame {
  readonly event: string;
  readonly channel?: string;
  readonly data?: unknown;
}

export function openPusherSocket(
  options: PusherServerOptions & { url?: string; sendThrows?: boolean } = {},
  bus = countingBus(),
) {
  const sent: Frame[] = [];
  const closes: Array<{ code: number | undefined; reason: string | undefined }> = [];
  let onMessage: (data: string) => void = () => undefined;
  let onClose: () => void = () => undefined;
  const socket: RealtimeSocket = {
    send(data) {
      if (options.sendThrows === true && sent.length > 0) throw new Error('socket gone');
      sent.push(JSON.parse(data) as Frame);
    },
    close(code, reason) {
      closes.push({ code, reason });
    },
    onMessage: (listener) => {
      onMessage = listener;
    },
    onClose: (listener) => {
      onClose = listener;
    },
  };
  const backend: MockBackend = { ...seeded, bus };
  const handler = Object.keys(options).some((key) => key !== 'url' && key !== 'sendThrows')
    ? createPusherConnectionHandler(options)
    : servePusher;
  const url = new URL(options.url ?? `ws://localhost:6001/app/${PUSHER_APP.key}?protocol=7`);
  handler(socket, { url, headers: new Headers(), cookies: {} }, backend);
  const established = sent[0];
  const socketId =
    established?.event === 'pusher:connection_established'
      ? (JSON.parse(established.data as string) as { socket_id: string }).socket_id
      : '';
  return {
    sent,
    closes,
    bus,
    socketId,
    /** Sends a frame (objects are JSON-encoded) and waits until the server has answered. */
    async receive(frame: string | object, answers = 1) {
      const before = sent.length;
      onMessage(typeof frame === 'string' ? frame : JSON.stringify(frame));
      if (answers > 0) await vi.waitFor(() => expect(sent.length).toBe(before + answers), WAIT);
      else await settle();
      return sent.slice(before);
    },
    /** Sends a frame and returns at once, before the server has handled it. */
    deliver: (frame: object) => onMessage(JSON.stringify(frame)),
    disconnect: () => onClose(),
  };
}

// A signature check runs on libuv's thread pool: on a busy machine it can take a while.
export const WAIT = { timeout: 15_000 };

/** Lets queued frames finish (frames wait only on promises, signature checks aside). */
export async function settle() {
  if (vi.isFakeTimers()) {
    await vi.advanceTimersByTimeAsync(0);
    return;
  }
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
