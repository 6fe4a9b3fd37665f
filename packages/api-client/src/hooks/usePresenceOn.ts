import { useCallback, useSyncExternalStore } from 'react';
import { presenceHubOf, watchPresenceHub } from '../realtime/presenceLink.ts';
import { useApiClient } from '../swr/ApiProvider.tsx';

// Apart from usePresence: a page's first load takes only this gate, and the parts that show who
// is here (usePresence and what renders it) load once it opens.

/**
 * Whether presence is on for this ApiProvider's client: realtime has started and its presence hub
 * is attached. A page renders (and loads) its presence parts only then, so they weigh nothing on
 * its first load.
 */
export function usePresenceOn(): boolean {
  const client = useApiClient();
  const subscribe = useCallback(
    (onChange: () => void) => watchPresenceHub(client, onChange),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => presenceHubOf(client) !== null,
    () => false,
  );
}
