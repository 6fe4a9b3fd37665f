import { useCallback, useRef, useState } from 'react';
import { type ApiError, toApiError } from '../http/ApiError.ts';

/** An async action's pending flag and last error, for the session hooks' buttons and forms. */
export interface SessionAction<Args extends unknown[], Result> {
  /** Runs the action; rejects as it does, after recording the error. */
  run(...args: Args): Promise<Result>;
  readonly isPending: boolean;
  /** The last run's failure, cleared by the next run; one not the API's is wrapped (kind `unknown`). */
  readonly error: ApiError | undefined;
}

/** Tracks one async action of the session (internal to the hooks). */
export function useSessionAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): SessionAction<Args, Result> {
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const latest = useRef(action);
  latest.current = action;
  const run = useCallback(async (...args: Args) => {
    setError(undefined);
    setPending((count) => count + 1);
    try {
      return await latest.current(...args);
    } catch (caught) {
      setError(toApiError(caught));
      throw caught;
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  return { run, isPending: pending > 0, error };
}
