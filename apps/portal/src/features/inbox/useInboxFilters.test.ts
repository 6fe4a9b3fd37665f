import { describe, expect, it } from 'vitest';
import { inboxThreadQuery, THREADS_PER_PAGE } from './useInboxFilters.ts';

describe('inboxThreadQuery', () => {
  it.each([
    ['no filter', 'agency', {}, {}],
    ['a type of the app', 'brand', { type: ['campaign'] }, { subject_type: 'campaign' }],
    ['a type the app has not', 'brand', { type: ['creator'] }, {}],
    ['a visibility (agency)', 'agency', { visibility: ['brand'] }, { visibility: ['brand'] }],
    ['a visibility outside the agency app', 'creator', { visibility: ['internal'] }, {}],
    ['unread only', 'agency', { unread: ['true'] }, { unread: true }],
    ['a search, trimmed', 'agency', { s: ['  acme '] }, { s: 'acme' }],
    ['a blank search', 'agency', { s: ['   '] }, {}],
  ] as const)('%s', (_case, appType, filters, expected) => {
    expect(inboxThreadQuery(appType, filters)).toEqual({ per_page: THREADS_PER_PAGE, ...expected });
  });
});
