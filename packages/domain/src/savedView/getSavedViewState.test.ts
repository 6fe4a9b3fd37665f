import { describe, expect, it } from 'vitest';
import { getSavedViewState } from './getSavedViewState.ts';
import type { SavedViewList, SavedViewState } from './savedViews.ts';

const PRODUCTION: SavedViewList = {
  list: 'agency-production',
  filters: ['status', 's'],
  sorts: ['date', 'status'],
};

describe('getSavedViewState', () => {
  it.each<[string, string, SavedViewState]>([
    ['a bare URL', '', { sort: [], filters: {} }],
    [
      'the known sort and filters',
      'sort=-date&filter.status=new&filter.status=aired&filter.s=x',
      {
        sort: [{ field: 'date', direction: 'desc' }],
        filters: { status: ['new', 'aired'], s: ['x'] },
      },
    ],
    [
      'without the week, paging, modals or others',
      'filter.week=2026-11-16&filter.status=new&page=2&cursor=c&modal=io&tab=x&utm=1',
      { sort: [], filters: { status: ['new'] } },
    ],
    [
      'without a sort the list does not know',
      'sort=brand&sort=-status',
      { sort: [{ field: 'status', direction: 'desc' }], filters: {} },
    ],
  ])('reads %s', (_case, query, expected) => {
    expect(getSavedViewState(new URLSearchParams(query), PRODUCTION)).toEqual(expected);
  });
});
