import { STORAGE_KEYS } from '@airtime/domain';

/** Where the impersonation token lives between page loads. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** A token kept in memory only (tests, and browsers without storage). */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}

/** The impersonation token in localStorage (decisions §1 key), in memory where there is none. */
export function localTokenStore(key: string = STORAGE_KEYS.impersonateToken): TokenStore {
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  if (storage === undefined) return memoryTokenStore();
  return {
    get: () => storage.getItem(key),
    set: (token) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  };
}
