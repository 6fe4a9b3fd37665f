import {
  type ApiCache,
  matchesAny,
  updateCached,
  useApiCache,
  useBatchUpdateProductions,
  useUpdateProduction,
} from '@airtime/api-client';
import { getProduction, listProductions } from '@airtime/api-client/calls';
import type { EventProduction } from '@airtime/domain';
import { useCallback } from 'react';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import {
  applyProductionChange,
  describeProductionChange,
  type ProductionChange,
  restoreProductionField,
  toProductionInput,
} from './productionChange.ts';

const isProductionUrl = matchesAny([listProductions, getProduction]);

type Rewrite = (production: EventProduction) => EventProduction;

/** Rewrites the productions with these ids wherever a cached answer holds them (a record, a page, pages). */
function rewriteProductions(data: unknown, ids: ReadonlySet<number>, rewrite: Rewrite): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const rewritten = rewriteProductions(item, ids, rewrite);
      if (rewritten !== item) changed = true;
      return rewritten;
    });
    return changed ? next : data;
  }
  if (typeof data !== 'object' || data === null) return data;
  if ('links' in data && 'data' in data && Array.isArray(data.data)) {
    const rows = rewriteProductions(data.data, ids, rewrite);
    return rows === data.data ? data : { ...data, data: rows };
  }
  const record = data as EventProduction;
  return typeof record.id === 'number' && 'event_id' in record && ids.has(record.id)
    ? rewrite(record)
    : data;
}

function rewriteCached(cache: ApiCache, ids: ReadonlySet<number>, rewrite: Rewrite) {
  return updateCached(cache, isProductionUrl, (data) => rewriteProductions(data, ids, rewrite));
}

/**
 * Saves one change to one production (PUT /api/event-production/{id}) or to several (the batch
 * PUT): every cached list and record shows it at once, and a failure puts back what each row had
 * and says so with a Retry (decisions §9).
 */
export function useSaveProductions() {
  const cache = useApiCache();
  const { trigger: updateOne } = useUpdateProduction();
  const { trigger: updateMany } = useBatchUpdateProductions();
  const save = useCallback(
    async (productions: readonly EventProduction[], change: ProductionChange): Promise<void> => {
      if (productions.length === 0) return;
      const originals = new Map(productions.map((production) => [production.id, production]));
      const ids = new Set(originals.keys());
      await rewriteCached(cache, ids, (production) => applyProductionChange(production, change));
      const body = toProductionInput(change);
      const [only] = productions;
      try {
        if (productions.length === 1 && only !== undefined) {
          await updateOne({ params: { id: only.id }, body });
        } else {
          await updateMany({ body: { ids: [...ids], ...body } });
        }
      } catch (error) {
        await rewriteCached(cache, ids, (production) => {
          const original = originals.get(production.id);
          return original === undefined
            ? production
            : restoreProductionField(production, original, change.field);
        });
        toastWriteFailure(describeProductionChange(change, productions.length), error, () => {
          void save(productions, change);
        });
      }
    },
    [cache, updateOne, updateMany],
  );
  return save;
}
