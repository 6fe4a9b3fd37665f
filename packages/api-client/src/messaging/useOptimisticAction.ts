import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../http/ApiError.ts';
import type { MessagingContext, Outcome } from './operations.ts';
import { useMessagingContext } from './useMessagingContext.ts';

/** What to do when an optimistic write ends; the cache is already confirmed or rolled back. */
export interface OptimisticCallbacks<Args extends readonly unknown[], T> {
  onSuccess?(data: T, ...args: Args): void;
  /** Called after the rollback, e.g. to show a toast. */
  onError?(error: ApiError, ...args: Args): void;
}

/** An optimistic write hook's answer: trigger never rejects with an ApiError, it resolves with it. */
export interface OptimisticAction<Args extends readonly unknown[], R> {
  trigger(...args: Args): Promise<R>;
  /** Whether any write this hook started is still under way. */
  readonly isMutating: boolean;
  /** The last failure of this hook's writes, until the next success. */
  readonly error: ApiError | undefined;
}

/** Runs an optimistic operation with the provider's context, tracking state and callbacks. */
export function useOptimisticAction<Args extends readonly unknown[], T, R extends Outcome<T>>(
  run: (context: MessagingContext, ...args: Args) => Promise<R>,
  callbacks: OptimisticCallbacks<Args, T> = {},
): OptimisticAction<Args, R> {
  const context = useMessagingContext();
  const latest = useRef({ run, callbacks });
  latest.current = { run, callbacks };
  const [state, setState] = useState<{ running: number; error: ApiError | undefined }>({
    running: 0,
    error: undefined,
  });
  const trigger = useCallback(
    async (...args: Args): Promise<R> => {
      setState((current) => ({ ...current, running: current.running + 1 }));
      let outcome: R;
      try {
        outcome = await latest.current.run(context, ...args);
      } finally {
        setState((current) => ({ ...current, running: current.running - 1 }));
      }
      setState((current) => ({ ...current, error: outcome.ok ? undefined : outcome.error }));
      const { onSuccess, onError } = latest.current.callbacks;
      if (outcome.ok) onSuccess?.(outcome.data, ...args);
      else onError?.(outcome.error, ...args);
      return outcome;
    },
    [context],
  );
  return { trigger, isMutating: state.running > 0, error: state.error };
}
