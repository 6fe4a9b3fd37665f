import { useApiClient } from '@airtime/api-client';
import { getCsrfCookie } from '@airtime/api-client/calls';
import { useCallback, useEffect, useState } from 'react';

/** The last answer of the API to a cheap public call, and how long it took. */
export type Reachability =
  | { readonly state: 'checking' }
  | { readonly state: 'reachable'; readonly ms: number }
  | { readonly state: 'unreachable'; readonly message: string };

/** Calls GET /sanctum/csrf-cookie through the app's client (public, no data) and times it. */
export function useApiReachability(): Reachability & { readonly check: () => void } {
  const client = useApiClient();
  const [result, setResult] = useState<Reachability>({ state: 'checking' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for another check.
  useEffect(() => {
    let isCurrent = true;
    setResult({ state: 'checking' });
    const started = performance.now();
    client.request(getCsrfCookie).then(
      () => {
        if (isCurrent)
          setResult({ state: 'reachable', ms: Math.round(performance.now() - started) });
      },
      (error: unknown) => {
        if (isCurrent)
          setResult({
            state: 'unreachable',
            message: error instanceof Error ? error.message : 'No answer.',
          });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, round]);

  const check = useCallback(() => setRound((count) => count + 1), []);
  return { ...result, check };
}
