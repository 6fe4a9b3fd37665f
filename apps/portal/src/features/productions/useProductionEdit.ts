import {
  type ProductionUpdateInput,
  useProduction,
  useUpdateProduction,
} from '@airtime/api-client';
import type { EventProduction } from '@airtime/domain';
import { useCallback } from 'react';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';

/** One optimistic change of a production: what it is called in a toast, how it looks, what is sent. */
export interface ProductionEdit {
  /** What failed, for the toast: 'set the offer'. */
  readonly what: string;
  /** The fields as they will be, shown at once. */
  readonly shown: Partial<EventProduction>;
  readonly body: ProductionUpdateInput;
}

/**
 * Saves a change of a production (PUT /api/event-production/{id}) optimistically (decisions §9):
 * the cached production shows it at once, a refusal puts back what the server has and toasts the
 * reason with a Retry. Resolves whether it was saved.
 */
export function useProductionEdit(id: number | null) {
  const production = useProduction(id);
  const update = useUpdateProduction();
  const { mutate } = production;
  const { trigger } = update;
  const save = useCallback(
    async function send(edit: ProductionEdit): Promise<boolean> {
      await mutate((current) => (current === undefined ? current : { ...current, ...edit.shown }), {
        revalidate: false,
      });
      try {
        if (id === null) return false;
        await trigger({ params: { id }, body: edit.body });
        return true;
      } catch (error) {
        // Back to what the server has, whatever else changed meanwhile.
        void mutate();
        toastWriteFailure(edit.what, error, () => void send(edit));
        return false;
      }
    },
    [id, mutate, trigger],
  );
  return { production, save, isSaving: update.isMutating };
}
