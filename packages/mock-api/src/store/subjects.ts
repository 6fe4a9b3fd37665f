import type { SubjectType } from '@airtime/domain';
import type { Store } from './createStore.ts';

/** The subject types of spec §3's polymorphic relations, for validation. */
export const SUBJECT_TYPES = [
  'agency',
  'brand',
  'creator',
  'channel',
  'campaign',
  'event',
  'event_production',
] as const satisfies readonly SubjectType[];

/** Whether the record a polymorphic relation points at exists (and is live). */
export function subjectExists(store: Store, type: SubjectType, id: number): boolean {
  switch (type) {
    case 'agency':
      return store.agencies.has(id);
    case 'brand':
      return store.brands.has(id);
    case 'creator':
      return store.creators.has(id);
    case 'channel':
      return store.channels.has(id);
    case 'campaign':
      return store.campaigns.has(id);
    case 'event':
      return store.events.has(id);
    case 'event_production':
      return store.eventProductions.has(id);
  }
}
