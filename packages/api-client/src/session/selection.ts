import type { Brand, SelectableCreator } from '@airtime/domain';
import { getInitialSelectionId, parseStoredSelectionId, STORAGE_KEYS } from '@airtime/domain';
import { selectBrand, selectCreator } from '../endpoints/selection.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { dependsOnSelection } from './dependsOnSelection.ts';
import type { KeyValueStorage } from './storage.ts';

// The brand the brand app shows and the creator the creator app shows (spec §4 'Selected brand or
// creator'): at start the stored one if it is offered, else the first, shown at once; a choice
// goes to the server's session (the apps' reads that name no record cover it) and to storage
// (decisions §1 keys).

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
   * Makes the start choice among `available` when none is made yet for this user: the stored one
   * if offered, else the first. It is the selection at once (the app's reads name it, so none
   * waits for the server), and is told to the server meanwhile, like any choice; the promise
   * settles with that call.
   */
  resolveSelection<K extends SelectionKind>(
    kind: K,
    available: readonly SelectedRecords[K][],
  ): Promise<void>;
  /** The id the app will show: the chosen one, else the stored one (maybe no longer offered). */
  expectedSelectionId(kind: SelectionKind): number | null;
}

const STORAGE_KEY: Readonly<Record<SelectionKind, string>> = {
  brand: STORAGE_KEYS.selectedBrandId,
  creator: STORAGE_KEYS.selectedCreatorId,
};

/** The state change that makes `record` the selected one of its kind. */
function selectionPatch<K extends SelectionKind>(
  kind: K,
  record: SelectedRecords[K],
): Partial<SelectionState> {
  return kind === 'brand'
    ? { selectedBrand: record as Brand }
    : { selectedCreator: record as SelectableCreator };
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

  function chosen(kind: SelectionKind): SelectedRecords[SelectionKind] | null {
    const state = deps.getState();
    return kind === 'brand' ? state.selectedBrand : state.selectedCreator;
  }

  const actions: Selection = {
    async select(kind, id) {
      const asked = epoch;
      const record = await sendChoice(kind, id);
      // An answer for the user before a sign-in, sign-out or impersonation is not this user's.
      if (asked !== epoch) return record;
      pending.delete(kind);
      storage.setItem(STORAGE_KEY[kind], String(record.id));
      deps.setState(selectionPatch(kind, record));
      deps.revalidate(dependsOnSelection(kind));
      return record;
    },
    resolveSelection(kind, available) {
      // The start choice's call, until it succeeds: whoever shows the choice learns its failure.
      const telling = pending.get(kind);
      if (telling !== undefined) return telling;
      if (chosen(kind) !== null) return Promise.resolve();
      const ids = available.map((record) => record.id);
      const id = getInitialSelectionId(storage.getItem(STORAGE_KEY[kind]), ids);
      const record = available.find((candidate) => candidate.id === id);
      if (record === undefined) return Promise.resolve();
      storage.setItem(STORAGE_KEY[kind], String(record.id));
      deps.setState(selectionPatch(kind, record));
      const start = actions.select(kind, record.id).then(() => undefined);
      pending.set(kind, start);
      return start;
    },
    expectedSelectionId(kind) {
      return chosen(kind)?.id ?? parseStoredSelectionId(storage.getItem(STORAGE_KEY[kind]));
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
