import { useCallback, useSyncExternalStore } from 'react';
import { presenceConnectionOf, watchPresenceConnection } from '../realtime/presenceLink.ts';
import { useApiClient } from '../swr/ApiProvider.tsx';

// Apart from usePresence: a page's first load takes only this gate, and the parts that show who
// is here (usePresence and what renders it) load once it opens.

/**
 * Whether presence is on for this ApiProvider's client: realtime has started and attached its
 * connection. A page renders (and loads) its presence parts only then, so they weigh nothing on
 * its first load.
 */
export function usePresenceOn(): boolean {
  const client = useApiClient();
  const subscribe = useCallback(
    (onChange: () => void) => watchPresenceConnection(client, onChange),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => presenceConnectionOf(client) !== null,
    () => false,
  );
}
