import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { HttpClient } from '../http/createHttpClient.ts';
import { presenceHubOf } from '../realtime/presenceHubs.ts';
import {
  PRESENCE_OFF,
  type PresenceView,
  watchPresenceConnection,
} from '../realtime/presenceLink.ts';
import { useApiClient } from '../swr/ApiProvider.tsx';

/** Who else is on a record now, who of them is typing, and how to say this user is typing. */
export interface Presence extends PresenceView {
  /**
   * Tells the others this user is typing (call on each keystroke: sent at most every 2 s) or has
   * stopped (on sending, or when the field is emptied). Does nothing while presence is off.
   */
  readonly setTyping: (isTyping: boolean) => void;
}

/**
 * Keeps `channel` joined on the client's presence hub, joining again when the hub comes or goes
 * (realtime started, stopped, restarted); `onChange`, when given, hears each change of the view.
 * Returns the release.
 */
function holdChannel(client: HttpClient, channel: string, onChange?: () => void): () => void {
  let leave: (() => void) | undefined;
  let unwatch: (() => void) | undefined;
  const attach = () => {
    unwatch?.();
    leave?.();
    const hub = presenceHubOf(client);
    leave = hub?.join(channel);
    if (onChange !== undefined) {
      unwatch = hub?.watch(channel, onChange);
      onChange();
    }
  };
  const stopWatchingHub = watchPresenceConnection(client, attach);
  attach();
  return () => {
    stopWatchingHub();
    unwatch?.();
    leave?.();
  };
}

/** The typing signal on `channel` through the client's hub, whichever hub is attached now. */
function useSetTyping(client: HttpClient, channel: string | null): (isTyping: boolean) => void {
  return useCallback(
    (isTyping: boolean) => {
      if (channel !== null) presenceHubOf(client)?.typing(channel, isTyping);
    },
    [client, channel],
  );
}

/**
 * Joins a record's presence channel (`REALTIME.channels.presence('campaign', id)`) while mounted,
 * on the connection startRealtime made for this ApiProvider's client, and leaves it on unmount.
 * Parts of a page that ask for the same channel share one subscription. With realtime off, not
 * yet started or refused, the view is empty: presence degrades quietly.
 *
 * ```tsx
 * const { others, typing, setTyping } = usePresence(REALTIME.channels.presence('thread', thread.id));
 * ```
 */
export function usePresence(channel: string | null): Presence {
  const client = useApiClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      channel === null ? () => undefined : holdChannel(client, channel, onChange),
    [client, channel],
  );
  const view = useSyncExternalStore(
    subscribe,
    () =>
      channel === null ? PRESENCE_OFF : (presenceHubOf(client)?.view(channel) ?? PRESENCE_OFF),
    () => PRESENCE_OFF,
  );
  const setTyping = useSetTyping(client, channel);
  return useMemo(() => ({ ...view, setTyping }), [view, setTyping]);
}

/**
 * Only the typing signal of usePresence, for a composer that should not re-render as people come
 * and go: it keeps the channel joined while mounted, like usePresence, and returns `setTyping`.
 */
export function usePresenceTyping(channel: string | null): (isTyping: boolean) => void {
  const client = useApiClient();
  useEffect(() => (channel === null ? undefined : holdChannel(client, channel)), [client, channel]);
  return useSetTyping(client, channel);
}
