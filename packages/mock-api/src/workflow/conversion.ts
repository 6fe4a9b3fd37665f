import type { Process } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';

// A creator's conversion process (spec §3 'creator ... conversion process'): one workflow,
// 'conversion', through not-started, requested, to-reconnect and complete. The spec's API has no
// call that opens one, and decisions §9 names POST /api/creators for `prospect`: so a creator
// created not converted is a new prospect, and its conversion opens at not-started.

/** What a conversion that has not started offers: the seed's moves. */
export const CONVERSION_MOVES = ['requested', 'to-reconnect', 'complete'];

/** Opens the conversion process of a new prospect, at not-started. */
export function openConversion(store: Store, creatorId: number, at: string): Process {
  return store.processes.insert({
    subject_type: 'creator',
    subject_id: creatorId,
    workflows: {
      conversion: { status: 'not-started', available_transitions: [...CONVERSION_MOVES] },
    },
    created_at: at,
    updated_at: at,
  });
}
