import {
  isUnderPath,
  removeRecord,
  revalidateCached,
  updateCached,
  useApiCache,
} from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import { useCallback } from 'react';
import { toastWriteFailure } from './toastWriteFailure.ts';

/** One decision on a row of a review queue, and how to take it back. */
export interface QueueDecision {
  /** The row's id in the queue's cached lists. */
  readonly id: number;
  /** What failed, for the toast: 'confirm the sponsorship of Acme'. */
  readonly what: string;
  /** What happened, the Undo toast's title: 'Sponsorship confirmed.' */
  readonly done: string;
  readonly apply: () => Promise<unknown>;
  readonly undo: () => Promise<unknown>;
}

/**
 * Decides a row of a review queue (decisions §9): the row leaves every cached list under `path`
 * at once, a refusal brings it back and toasts the reason with a Retry, and a success toasts an
 * Undo for the toast's few seconds. Resolves whether the decision was saved.
 */
export function useQueueDecision(path: string) {
  const cache = useApiCache();
  return useCallback(
    async function decide(decision: QueueDecision): Promise<boolean> {
      const inQueue = (url: string) => isUnderPath(url, path);
      await updateCached(cache, inQueue, (data) => removeRecord(data, decision.id));
      try {
        await decision.apply();
      } catch (error) {
        void revalidateCached(cache, inQueue);
        toastWriteFailure(decision.what, error, () => void decide(decision));
        return false;
      }
      const undo = async () => {
        try {
          await decision.undo();
        } catch (error) {
          toastWriteFailure('take the decision back', error, () => void undo());
        }
      };
      toast.success(decision.done, { action: { label: 'Undo', onAction: () => void undo() } });
      return true;
    },
    [cache, path],
  );
}
