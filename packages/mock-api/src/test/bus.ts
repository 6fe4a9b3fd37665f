import type { BroadcastMessage, EventBus } from '../realtime/eventBus.ts';

/** Records what the bus publishes until `stop()`; for tests of the realtime events of writes. */
export function recordBus(bus: EventBus): { messages: BroadcastMessage[]; stop: () => void } {
  const messages: BroadcastMessage[] = [];
  const stop = bus.subscribe((message) => messages.push(message));
  return { messages, stop };
}
