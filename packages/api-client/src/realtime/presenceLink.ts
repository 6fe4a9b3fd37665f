import type { HttpClient } from '../http/createHttpClient.ts';

// The seam between a page's usePresence and the realtime connection (issue 23). startRealtime
// attaches a presence hub to the HttpClient it was given once pusher-js has loaded (a separate
// chunk, after the first render); the hook finds it through the ApiProvider's client. No hub
// (realtime off, not started yet, stopped): presence is off, and pages show nobody, quietly.

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

/** What startRealtime offers the hook: rooms joined and left by count, their views, typing. */
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

const hubs = new WeakMap<HttpClient, PresenceHub>();
const watchers = new WeakMap<HttpClient, Set<() => void>>();

function changed(client: HttpClient): void {
  for (const watcher of [...(watchers.get(client) ?? [])]) watcher();
}

/** Attaches the hub of a started connection to the client its pages use. */
export function attachPresenceHub(client: HttpClient, hub: PresenceHub): void {
  hubs.set(client, hub);
  changed(client);
}

/** Detaches `hub` (and only it: a newer connection's stays). */
export function detachPresenceHub(client: HttpClient, hub: PresenceHub): void {
  if (hubs.get(client) !== hub) return;
  hubs.delete(client);
  changed(client);
}

/** The client's presence hub, or null while realtime is off. */
export function presenceHubOf(client: HttpClient): PresenceHub | null {
  return hubs.get(client) ?? null;
}

/** Calls `watcher` when the client's hub comes or goes; returns the unsubscribe. */
export function watchPresenceHub(client: HttpClient, watcher: () => void): () => void {
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
