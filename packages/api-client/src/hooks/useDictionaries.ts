import type { SWRConfiguration } from 'swr';
import {
  DICTIONARY_PAGE_SIZE,
  listCategories,
  listCountries,
  listIndustries,
  listLanguages,
} from '../endpoints/dictionaries.ts';
import { useQuery } from '../swr/createHooks.ts';

const WHOLE_LIST = { query: { per_page: DICTIONARY_PAGE_SIZE } } as const;

/**
 * Dictionaries are fixed lists: read once per session, never on focus, reconnect or remount,
 * and one request however many forms ask at once.
 */
export const DICTIONARY_SWR_CONFIG = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 60 * 60 * 1000,
} as const satisfies SWRConfiguration;

/** Every country (id, code, name): `const { data: countries } = useCountries()`. */
export function useCountries() {
  return useQuery(listCountries, WHOLE_LIST, DICTIONARY_SWR_CONFIG);
}

/** Every content category. */
export function useCategories() {
  return useQuery(listCategories, WHOLE_LIST, DICTIONARY_SWR_CONFIG);
}

/** Every brand industry. */
export function useIndustries() {
  return useQuery(listIndustries, WHOLE_LIST, DICTIONARY_SWR_CONFIG);
}

/** Every language (id, code, name). */
export function useLanguages() {
  return useQuery(listLanguages, WHOLE_LIST, DICTIONARY_SWR_CONFIG);
}
