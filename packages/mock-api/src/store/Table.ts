/** A value an index can key on. */
export type IndexKey = string | number | boolean | null;

/** How a table reads the keys of a row for each of its named indexes. */
export type IndexDefinitions<T> = Readonly<Record<string, (row: T) => IndexKey>>;

/** `T` without its id, kept distributive so unions (Tracker) stay unions. */
export type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A table's rows and id sequence as JSON, for snapshots. */
export interface TableSnapshot<T> {
  readonly sequence: number;
  readonly rows: readonly T[];
}

/** What the store needs of any table to snapshot and restore it, whatever its row type. */
export interface SnapshotTable {
  toSnapshot(): TableSnapshot<unknown>;
  restore(snapshot: TableSnapshot<unknown>): void;
}

interface TableOptions<T, I extends IndexDefinitions<T>> {
  /** Whether remove() stamps `deleted_at` (the row stays, hidden) or drops the row. */
  readonly softDelete: boolean;
  readonly indexes: I;
}

type Row = { readonly id: number };
type SoftDeletable = { readonly deleted_at?: string | null };

/**
 * One entity's rows, by id, with secondary indexes over live rows.
 *
 * Rows are immutable objects: update() replaces a row with a patched copy, so a row handed out
 * earlier never changes under its holder. Live means not soft-deleted; every read but
 * getIncludingDeleted() sees live rows only.
 */
export class Table<T extends Row, I extends IndexDefinitions<T> = IndexDefinitions<T>> {
  readonly name: string;
  readonly softDelete: boolean;
  #rows = new Map<number, T>();
  #sequence = 0;
  #liveCount = 0;
  // Ids are handed out in increasing order, so insertion order is id order until an explicit
  // lower id is inserted; `#sorted` records whether `#rows` iterates in id order.
  #sorted = true;
  readonly #indexDefinitions: I;
  // Indexes are built on their first lookup, then kept up to date: seeding writes hundreds of
  // thousands of rows, most of whose indexes a session never reads.
  readonly #indexes = new Map<string, Map<IndexKey, Set<number>>>();
  #indexList: Array<{ read: (row: T) => IndexKey; map: Map<IndexKey, Set<number>> }> = [];
  readonly #onChange: () => void;

  constructor(name: string, options: TableOptions<T, I>, onChange: () => void) {
    this.name = name;
    this.softDelete = options.softDelete;
    this.#indexDefinitions = options.indexes;
    this.#onChange = onChange;
  }

  /** Number of live rows. */
  get size(): number {
    return this.#liveCount;
  }

  /** The last id handed out (or inserted explicitly). */
  get sequence(): number {
    return this.#sequence;
  }

  /** Reserves and returns the next id. */
  nextId(): number {
    this.#sequence += 1;
    return this.#sequence;
  }

  /** Adds a row; it takes the next id unless `id` is given (fixed ids such as agency 38). */
  insert(row: WithoutId<T> & { readonly id?: number }): T {
    const id = row.id ?? this.nextId();
    if (this.#rows.has(id)) throw new Error(`${this.name}: id ${id} already exists`);
    const last = this.#sequence;
    if (id > this.#sequence) this.#sequence = id;
    if (id < last && this.#rows.size > 0) this.#sorted = false;
    // A row that already carries its id is stored as given (no copy: the seed inserts 300,000).
    const stored = (row.id === id ? row : { ...row, id }) as unknown as T;
    this.#rows.set(id, stored);
    if (this.#isLive(stored)) {
      this.#liveCount += 1;
      this.#index(stored);
    }
    this.#onChange();
    return stored;
  }

  /** The live row with this id. */
  get(id: number): T | undefined {
    const row = this.#rows.get(id);
    return row !== undefined && this.#isLive(row) ? row : undefined;
  }

  /** The row with this id, soft-deleted or not. */
  getIncludingDeleted(id: number): T | undefined {
    return this.#rows.get(id);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  /** Replaces a live row by a copy with `patch` applied; undefined when there is no such row. */
  update(id: number, patch: Partial<WithoutId<T>>): T | undefined {
    const current = this.get(id);
    if (current === undefined) return undefined;
    const next = { ...current, ...patch, id } as T;
    this.#unindex(current);
    this.#rows.set(id, next);
    if (this.#isLive(next)) {
      this.#index(next);
    } else {
      this.#liveCount -= 1;
    }
    this.#onChange();
    return next;
  }

  /**
   * Removes a live row: soft-deleting tables stamp `deleted_at` with `at`, others drop it.
   * Returns whether a row was removed.
   */
  remove(id: number, at: string): boolean {
    const current = this.get(id);
    if (current === undefined) return false;
    this.#unindex(current);
    this.#liveCount -= 1;
    if (this.softDelete) {
      this.#rows.set(id, { ...current, deleted_at: at });
    } else {
      this.#rows.delete(id);
    }
    this.#onChange();
    return true;
  }

  /** Live rows in id order. */
  all(): T[] {
    const out: T[] = [];
    for (const row of this.#ordered()) if (this.#isLive(row)) out.push(row);
    return out;
  }

  /** Live rows whose index `indexName` reads `key`, in id order. */
  lookup(indexName: keyof I & string, key: IndexKey): T[] {
    const ids = this.#indexFor(indexName).get(key);
    if (ids === undefined) return [];
    const out: T[] = [];
    for (const id of ids) {
      const row = this.#rows.get(id);
      if (row !== undefined) out.push(row);
    }
    // Index sets fill in insertion order, which is id order unless rows were re-indexed.
    return out.sort(byId);
  }

  /** The first live row of an index key, for one-to-one indexes. */
  lookupOne(indexName: keyof I & string, key: IndexKey): T | undefined {
    const ids = this.#indexFor(indexName).get(key);
    if (ids === undefined) return undefined;
    let best: T | undefined;
    for (const id of ids) {
      const row = this.#rows.get(id);
      if (row !== undefined && (best === undefined || row.id < best.id)) best = row;
    }
    return best;
  }

  /** How many live rows an index key holds, without building them. */
  count(indexName: keyof I & string, key: IndexKey): number {
    return this.#indexFor(indexName).get(key)?.size ?? 0;
  }

  /** The keys an index holds for live rows, in no set order (e.g. the months that have events). */
  keys(indexName: keyof I & string): IndexKey[] {
    return [...this.#indexFor(indexName).keys()];
  }

  /** Every row, deleted ones included, and the sequence: what a snapshot keeps. */
  toSnapshot(): TableSnapshot<T> {
    return { sequence: this.#sequence, rows: [...this.#ordered()] };
  }

  /** Replaces the whole table by a snapshot, rebuilding the indexes. */
  restore(snapshot: TableSnapshot<T>): void {
    this.#rows.clear();
    this.#indexes.clear();
    this.#indexList = [];
    this.#liveCount = 0;
    this.#sorted = true;
    let previous = 0;
    for (const row of snapshot.rows) {
      if (row.id < previous) this.#sorted = false;
      previous = row.id;
      this.#rows.set(row.id, row);
      if (this.#isLive(row)) {
        this.#liveCount += 1;
        this.#index(row);
      }
    }
    this.#sequence = Math.max(snapshot.sequence, previous);
  }

  #ordered(): Iterable<T> {
    if (this.#sorted) return this.#rows.values();
    const rows = [...this.#rows.values()].sort(byId);
    // Rebuild the map in id order once, so later reads are cheap again.
    this.#rows = new Map(rows.map((row) => [row.id, row]));
    this.#sorted = true;
    return this.#rows.values();
  }

  #indexFor(indexName: string): Map<IndexKey, Set<number>> {
    let map = this.#indexes.get(indexName);
    if (map !== undefined) return map;
    const read = this.#indexDefinitions[indexName];
    if (read === undefined) throw new Error(`${this.name}: no index named ${indexName}`);
    map = new Map();
    const entry = { read, map };
    for (const row of this.#rows.values()) {
      if (this.#isLive(row)) addToIndex(entry, row);
    }
    this.#indexes.set(indexName, map);
    this.#indexList.push(entry);
    return map;
  }

  #isLive(row: T): boolean {
    return !this.softDelete || ((row as SoftDeletable).deleted_at ?? null) === null;
  }

  #index(row: T): void {
    for (const entry of this.#indexList) addToIndex(entry, row);
  }

  #unindex(row: T): void {
    for (const { read, map } of this.#indexList) {
      const key = read(row);
      const ids = map.get(key);
      if (ids === undefined) continue;
      ids.delete(row.id);
      if (ids.size === 0) map.delete(key);
    }
  }
}

function addToIndex<T extends Row>(
  entry: { read: (row: T) => IndexKey; map: Map<IndexKey, Set<number>> },
  row: T,
): void {
  const key = entry.read(row);
  let ids = entry.map.get(key);
  if (ids === undefined) {
    ids = new Set();
    entry.map.set(key, ids);
  }
  ids.add(row.id);
}

function byId(a: Row, b: Row): number {
  return a.id - b.id;
}
