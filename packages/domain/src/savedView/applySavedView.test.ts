import { describe, expect, it } from 'vitest';
import { applySavedView } from './applySavedView.ts';
import type { SavedViewList, SavedViewState } from './savedViews.ts';

const PRODUCTION: SavedViewList = {
  list: 'agency-production',
  filters: ['status', 's'],
  sorts: ['date', 'status'],
};

const asc = (field: string) => ({ field, direction: 'asc' as const });

describe('applySavedView', () => {
  it.each<[string, string, SavedViewState, string]>([
    [
      'a view on a bare URL',
      '',
      { sort: [asc('status')], filters: { status: ['new', 'aired'] } },
      'sort=status&filter.status=new&filter.status=aired',
    ],
    [
      'a view in place of the list’s own sort and filters, back to the first page',
      'sort=-date&filter.s=old&page=3&cursor=c',
      { sort: [], filters: { status: ['new'] } },
      'filter.status=new',
    ],
    [
      'the week and other parameters kept',
      'filter.week=2026-11-16&modal=io&filter.status=aired',
      { sort: [asc('date')], filters: { s: ['acme'] } },
      'filter.week=2026-11-16&filter.s=acme&modal=io&sort=date',
    ],
    [
      'an empty view clearing the list’s narrowing only',
      'filter.week=2026-11-16&filter.status=aired&sort=date',
      { sort: [], filters: {} },
      'filter.week=2026-11-16',
    ],
    [
      'fields the list does not know left out of the view',
      '',
      { sort: [asc('brand')], filters: { region: ['eu'], status: [] } },
      '',
    ],
  ])('writes %s', (_case, query, state, expected) => {
    expect(applySavedView(new URLSearchParams(query), PRODUCTION, state).toString()).toBe(expected);
  });
});
