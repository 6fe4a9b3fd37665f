import type { HttpClient } from '../http/createHttpClient.ts';
import { createPresenceHub } from './presenceHub.ts';
import { type PresenceConnection, type PresenceHub, presenceConnectionOf } from './presenceLink.ts';

// The hub is made on first use, in the chunk of the page part that shows presence: a page that
// never shows anyone, and realtime's start, load none of its code.
const hubs = new WeakMap<PresenceConnection, PresenceHub>();

/** The presence hub over the client's connection, or null while realtime is off. */
export function presenceHubOf(client: HttpClient): PresenceHub | null {
  const connection = presenceConnectionOf(client);
  if (connection === null) return null;
  let hub = hubs.get(connection);
  if (hub === undefined) {
    const made = createPresenceHub(connection.pusher);
    connection.onDetach.add(() => made.stop());
    hubs.set(connection, made);
    hub = made;
  }
  return hub;
}
