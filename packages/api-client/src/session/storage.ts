/** The part of the Web Storage API the session uses, so tests and other hosts can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory (tests, and browsers whose localStorage is unavailable). */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** localStorage where there is one (it throws in some private modes), else memory. */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Reading `localStorage` itself throws when storage is blocked.
  }
  return memoryStorage();
}
