import type Pusher from 'pusher-js';
import type { HttpClient } from '../http/createHttpClient.ts';

// The seam between a page's usePresence and the realtime connection (issue 23). startRealtime
// attaches its connection to the HttpClient it was given once pusher-js has loaded (a separate
// chunk, after the first render); the hook finds it through the ApiProvider's client. No
// connection (realtime off, not started yet, stopped): presence is off, pages show nobody, quietly.

/** Someone with the same record open. */
export interface PresenceMember {
  /** The user's id, as a string (Pusher's user_id). */
  readonly id: string;
  readonly name: string;
  readonly firstname: string;
  readonly avatar: string | null;
}

/** Who else is on a presence channel right now, and who of them is typing. */
export interface PresenceView {
  /** off: no realtime; joining: on its way (or reconnecting); refused: the auth call said no. */
  readonly status: 'off' | 'joining' | 'joined' | 'refused';
  /** The others: those there on joining, then each newcomer after them; never the user's own tabs. */
  readonly others: readonly PresenceMember[];
  /** Those of the others typing now (a client-typing in the last TYPING_EXPIRES_MS). */
  readonly typing: readonly PresenceMember[];
}

export const PRESENCE_OFF: PresenceView = { status: 'off', others: [], typing: [] };

/** What the hook uses: rooms joined and left by count, their views, typing. */
export interface PresenceHub {
  /** Joins a presence channel (once for any number of holders); the function leaves it. */
  join(channel: string): () => void;
  /** The channel's current view, the same object until it changes. */
  view(channel: string): PresenceView;
  /** Calls `listener` after the channel's view changes; returns the unsubscribe. */
  watch(channel: string, listener: () => void): () => void;
  /** Tells the others this user is typing (throttled) or has stopped. */
  typing(channel: string, isTyping: boolean): void;
}

/**
 * A started connection that pages' presence may ride. The hub over it (presenceHubs.ts) is made
 * by the first page part that joins a room, so realtime's start carries none of its code.
 */
export interface PresenceConnection {
  readonly pusher: Pusher;
  /** Runs when the connection is detached: the hub made over it stops with it. */
  readonly onDetach: Set<() => void>;
}

const connections = new WeakMap<HttpClient, PresenceConnection>();
const watchers = new WeakMap<HttpClient, Set<() => void>>();

function changed(client: HttpClient): void {
  for (const watcher of [...(watchers.get(client) ?? [])]) watcher();
}

/** Offers a started connection to the pages of the client; returns it, for the detach. */
export function attachPresenceConnection(client: HttpClient, pusher: Pusher): PresenceConnection {
  const connection: PresenceConnection = { pusher, onDetach: new Set() };
  connections.set(client, connection);
  changed(client);
  return connection;
}

/** Detaches `connection` (a newer one stays attached) and stops what rides it. */
export function detachPresenceConnection(client: HttpClient, connection: PresenceConnection): void {
  const current = connections.get(client) === connection;
  if (current) connections.delete(client);
  for (const stop of [...connection.onDetach]) stop();
  connection.onDetach.clear();
  if (current) changed(client);
}

/** The client's connection for presence, or null while realtime is off. */
export function presenceConnectionOf(client: HttpClient): PresenceConnection | null {
  return connections.get(client) ?? null;
}

/** Calls `watcher` when the client's connection comes or goes; returns the unsubscribe. */
export function watchPresenceConnection(client: HttpClient, watcher: () => void): () => void {
  let set = watchers.get(client);
  if (set === undefined) {
    set = new Set();
    watchers.set(client, set);
  }
  set.add(watcher);
  return () => {
    set.delete(watcher);
  };
}
