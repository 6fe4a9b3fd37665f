import type { Brand, SelectableCreator } from '@airtime/domain';
import { getInitialSelectionId, STORAGE_KEYS } from '@airtime/domain';
import { SELECTION_SCOPES, selectBrand, selectCreator } from '../endpoints/selection.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { urlOfKey } from '../swr/cacheUpdates.ts';
import type { KeyValueStorage } from './storage.ts';

// The brand the brand app shows and the creator the creator app shows (spec §4 'Selected brand or
// creator'): at start the stored one if it is offered, else the first; a choice goes to the
// server's session (the apps' reads cover it) and to storage (decisions §1 keys).

export type SelectionKind = 'brand' | 'creator';

/** The record each kind of selection holds. */
export interface SelectedRecords {
  readonly brand: Brand;
  readonly creator: SelectableCreator;
}

export interface SelectionState {
  readonly selectedBrand: Brand | null;
  readonly selectedCreator: SelectableCreator | null;
}

export interface Selection {
  /** Chooses a brand or creator: the select call, then storage; fails with ApiError (422). */
  select<K extends SelectionKind>(kind: K, id: number): Promise<SelectedRecords[K]>;
  /**
   * Makes the start choice among `availableIds` when none is made yet for this user: the stored
   * one if offered, else the first, told to the server like any choice.
   */
  resolveSelection(kind: SelectionKind, availableIds: readonly number[]): Promise<void>;
}

const STORAGE_KEY: Readonly<Record<SelectionKind, string>> = {
  brand: STORAGE_KEYS.selectedBrandId,
  creator: STORAGE_KEYS.selectedCreatorId,
};

/** Whether a cached read depends on the server-side choice of `kind` (SELECTION_SCOPES). */
function dependsOnSelection(kind: SelectionKind): (keyOrUrl: string) => boolean {
  const { under, except } = SELECTION_SCOPES[kind];
  return (keyOrUrl) => {
    const url = urlOfKey(keyOrUrl);
    return url.startsWith(under) && !url.startsWith(except);
  };
}

interface SelectionDeps {
  readonly client: HttpClient;
  readonly storage: KeyValueStorage;
  readonly getState: () => SelectionState;
  readonly setState: (patch: Partial<SelectionState>) => void;
  readonly revalidate: (match: (url: string) => boolean) => void;
}

/** The selection part of a session; `reset` forgets choices in flight (another user now). */
export function createSelection(deps: SelectionDeps): { actions: Selection; reset(): void } {
  const { client, storage } = deps;
  let epoch = 0;
  const pending = new Map<SelectionKind, Promise<void>>();

  async function sendChoice<K extends SelectionKind>(
    kind: K,
    id: number,
  ): Promise<SelectedRecords[K]> {
    if (kind === 'brand')
      return (await client.request(selectBrand, { body: { brand_id: id } })) as SelectedRecords[K];
    return (await client.request(selectCreator, {
      body: { creator_id: id },
    })) as SelectedRecords[K];
  }

  const actions: Selection = {
    async select(kind, id) {
      const asked = epoch;
      const record = await sendChoice(kind, id);
      // An answer for the user before a sign-in, sign-out or impersonation is not this user's.
      if (asked !== epoch) return record;
      storage.setItem(STORAGE_KEY[kind], String(record.id));
      deps.setState(
        kind === 'brand'
          ? { selectedBrand: record as Brand }
          : { selectedCreator: record as SelectableCreator },
      );
      deps.revalidate(dependsOnSelection(kind));
      return record;
    },
    resolveSelection(kind, availableIds) {
      const state = deps.getState();
      const current = kind === 'brand' ? state.selectedBrand : state.selectedCreator;
      if (current !== null) return Promise.resolve();
      const inFlight = pending.get(kind);
      if (inFlight !== undefined) return inFlight;
      const id = getInitialSelectionId(storage.getItem(STORAGE_KEY[kind]), availableIds);
      if (id === null) return Promise.resolve();
      const asked = epoch;
      const choosing = actions
        .select(kind, id)
        .then(() => undefined)
        .finally(() => {
          if (asked === epoch) pending.delete(kind);
        });
      pending.set(kind, choosing);
      return choosing;
    },
  };

  return {
    actions,
    reset() {
      epoch += 1;
      pending.clear();
    },
  };
}
