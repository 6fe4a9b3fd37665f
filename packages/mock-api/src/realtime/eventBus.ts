import type { RealtimeEventName } from '@airtime/domain';

/** One broadcast: what a Pusher channel's subscribers receive. */
export interface BroadcastMessage {
  readonly channel: string;
  /** A decisions §5 event name, or any name sent through POST /__mock/broadcast. */
  readonly event: RealtimeEventName | (string & {});
  readonly data: unknown;
  /** The socket that made the change (X-Socket-ID, or socket_id in the HTTP API): not sent to it. */
  readonly exceptSocketId?: string;
  /** Who sent a client event on a presence channel: Pusher adds it to the frame as `user_id`. */
  readonly userId?: string;
}

export type BroadcastListener = (message: BroadcastMessage) => void;

/**
 * The in-process bus between the handlers and the realtime server. Handlers publish after a
 * write; the fake Pusher (served over a real WebSocket by the local server, or over MSW's
 * WebSocket interception in the browser) subscribes and forwards each message to the sockets
 * subscribed to its channel. The bus knows nothing about sockets or who may join a channel.
 */
export interface EventBus {
  publish(
    channel: string,
    event: RealtimeEventName | (string & {}),
    data: unknown,
    exceptSocketId?: string,
    userId?: string,
  ): void;
  /** Listens to every channel, or to one when `channel` is given; returns the unsubscribe. */
  subscribe(listener: BroadcastListener, channel?: string): () => void;
  /** How many listeners each channel has (a socket's subscription is one): Pusher's occupancy. */
  subscriptionCounts(): ReadonlyMap<string, number>;
}

/** A synchronous bus: listeners run inside publish, in subscription order. */
export function createEventBus(): EventBus {
  const listeners = new Set<{ listener: BroadcastListener; channel: string | undefined }>();
  return {
    publish(channel, event, data, exceptSocketId, userId) {
      const message: BroadcastMessage = {
        channel,
        event,
        data,
        ...(exceptSocketId === undefined ? {} : { exceptSocketId }),
        ...(userId === undefined ? {} : { userId }),
      };
      for (const entry of [...listeners]) {
        if (entry.channel !== undefined && entry.channel !== channel) continue;
        try {
          entry.listener(message);
        } catch (error) {
          // A failing subscriber must not fail the write that published.
          console.error('[mock-api] broadcast listener failed', error);
        }
      }
    },
    subscribe(listener, channel) {
      const entry = { listener, channel };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    subscriptionCounts() {
      const counts = new Map<string, number>();
      for (const { channel } of listeners) {
        if (channel !== undefined) counts.set(channel, (counts.get(channel) ?? 0) + 1);
      }
      return counts;
    },
  };
}
