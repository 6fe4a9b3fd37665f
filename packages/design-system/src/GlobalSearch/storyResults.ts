import type { GlobalSearchResult } from './GlobalSearchItem.tsx';

/** Results for the query 'acm', as the app would map them from the search API. */
export const acmResults: GlobalSearchResult[] = [
  {
    id: 'brand-1',
    name: 'Acme Energy',
    typeLabel: 'Brand',
    matches: [{ start: 0, length: 3 }],
    isCustomer: true,
  },
  {
    id: 'creator-2',
    name: 'Jacmo Plays',
    typeLabel: 'Creator',
    matches: [{ start: 1, length: 3 }],
    isConverted: true,
  },
  {
    id: 'channel-3',
    name: 'Acme Unboxed',
    typeLabel: 'Channel',
    contentType: 1,
    matches: [{ start: 0, length: 3 }],
  },
  {
    id: 'channel-4',
    name: 'ACM Speedruns',
    typeLabel: 'Channel',
    contentType: 2,
    matches: [{ start: 0, length: 3 }],
    isCustomer: true,
    isConverted: true,
  },
  {
    id: 'channel-5',
    name: 'Acme Radio',
    typeLabel: 'Channel',
    contentType: 99,
    matches: [{ start: 0, length: 3 }],
  },
];

export const recentResults: GlobalSearchResult[] = [
  { id: 'recent-1', name: 'Northwind Coffee', typeLabel: 'Brand' },
  { id: 'recent-2', name: 'Tech Talk Daily', typeLabel: 'Channel', contentType: 7 },
];

export const agencyFilters = [
  { id: 'all', label: 'All' },
  { id: 'agencies', label: 'Agencies' },
  { id: 'brands', label: 'Brands' },
  { id: 'creators', label: 'Creators' },
  { id: 'channels', label: 'Channels' },
];
