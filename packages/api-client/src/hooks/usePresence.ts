import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  PRESENCE_OFF,
  type PresenceView,
  presenceHubOf,
  watchPresenceHub,
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
    (onChange: () => void) => {
      if (channel === null) return () => undefined;
      let leave: (() => void) | undefined;
      let unwatch: (() => void) | undefined;
      const attach = () => {
        unwatch?.();
        leave?.();
        const hub = presenceHubOf(client);
        leave = hub?.join(channel);
        unwatch = hub?.watch(channel, onChange);
        onChange();
      };
      const stopWatchingHub = watchPresenceHub(client, attach);
      attach();
      return () => {
        stopWatchingHub();
        unwatch?.();
        leave?.();
      };
    },
    [client, channel],
  );
  const view = useSyncExternalStore(
    subscribe,
    () =>
      channel === null ? PRESENCE_OFF : (presenceHubOf(client)?.view(channel) ?? PRESENCE_OFF),
    () => PRESENCE_OFF,
  );
  const setTyping = useCallback(
    (isTyping: boolean) => {
      if (channel !== null) presenceHubOf(client)?.typing(channel, isTyping);
    },
    [client, channel],
  );
  return useMemo(() => ({ ...view, setTyping }), [view, setTyping]);
}

/**
 * Only the typing signal of usePresence, for a composer that should not re-render as people come
 * and go: it keeps the channel joined while mounted, like usePresence, and returns `setTyping`.
 */
export function usePresenceTyping(channel: string | null): (isTyping: boolean) => void {
  const client = useApiClient();
  useEffect(() => {
    if (channel === null) return;
    let leave: (() => void) | undefined;
    const attach = () => {
      leave?.();
      leave = presenceHubOf(client)?.join(channel);
    };
    const stopWatchingHub = watchPresenceHub(client, attach);
    attach();
    return () => {
      stopWatchingHub();
      leave?.();
    };
  }, [client, channel]);
  return useCallback(
    (isTyping: boolean) => {
      if (channel !== null) presenceHubOf(client)?.typing(channel, isTyping);
    },
    [client, channel],
  );
}
