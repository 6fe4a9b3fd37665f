import { describe, expect, it } from 'vitest';
import { decodeSavedView } from './decodeSavedView.ts';
import { encodeSavedView } from './encodeSavedView.ts';
import type { SavedViewPayload, SavedViewState } from './savedViews.ts';

describe('encodeSavedView', () => {
  it.each<[string, string, SavedViewState, SavedViewPayload]>([
    [
      'sort and filters',
      'Urgent at IO',
      {
        sort: [{ field: 'priority', direction: 'asc' }],
        filters: { group: ['io_approval'], priority: ['urgent', 'high'] },
      },
      {
        version: 2,
        list: 'planning',
        name: 'Urgent at IO',
        query: 'sort=priority&filter.group=io_approval&filter.priority=urgent&filter.priority=high',
      },
    ],
    [
      'nothing, with a name to trim',
      '  Everything  ',
      { sort: [], filters: {} },
      { version: 2, list: 'planning', name: 'Everything', query: '' },
    ],
    [
      'text that needs escaping',
      'A & B',
      { sort: [{ field: 'ends_at', direction: 'desc' }], filters: { s: ['a,b & c=d'] } },
      {
        version: 2,
        list: 'planning',
        name: 'A & B',
        query: 'sort=-ends_at&filter.s=a%2Cb+%26+c%3Dd',
      },
    ],
  ])('writes %s', (_case, name, state, expected) => {
    expect(encodeSavedView('planning', name, state)).toEqual(expected);
  });

  it.each<[string, SavedViewState]>([
    ['an empty view', { sort: [], filters: {} }],
    [
      'sort and filters with special characters',
      {
        sort: [
          { field: 'ends_at', direction: 'desc' },
          { field: 'priority', direction: 'asc' },
        ],
        filters: { s: ['日本語 😀', '%20+'], group: ['cm_request'] },
      },
    ],
  ])('gives back %s when decoded', (_case, state) => {
    const list = { list: 'planning', filters: ['s', 'group'], sorts: ['ends_at', 'priority'] };
    expect(decodeSavedView(encodeSavedView('planning', 'View', state), list)).toEqual({
      ok: true,
      name: 'View',
      state,
      notices: [],
    });
  });
});
