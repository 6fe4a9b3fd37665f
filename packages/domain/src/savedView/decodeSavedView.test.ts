import { describe, expect, it } from 'vitest';
import { decodeSavedView } from './decodeSavedView.ts';
import type { DecodedSavedView, SavedViewList } from './savedViews.ts';

const BRANDS: SavedViewList = {
  list: 'agency-brands',
  filters: ['s', 'is_active', 'agency_id'],
  sorts: ['name', 'budget'],
};

const view = (version: unknown, query: string, extra: object = {}) => ({
  version,
  list: 'agency-brands',
  name: 'Active',
  query,
  ...extra,
});

describe('decodeSavedView', () => {
  it.each<[string, unknown, DecodedSavedView]>([
    [
      'a version 2 view',
      view(2, 'sort=-budget&filter.is_active=true&filter.agency_id=3&filter.agency_id=4'),
      {
        ok: true,
        name: 'Active',
        state: {
          sort: [{ field: 'budget', direction: 'desc' }],
          filters: { is_active: ['true'], agency_id: ['3', '4'] },
        },
        notices: [],
      },
    ],
    [
      'a version 2 view without sort or filters',
      view(2, ''),
      { ok: true, name: 'Active', state: { sort: [], filters: {} }, notices: [] },
    ],
    [
      'a version 2 view, leaving out its page, cursor, modals and tab',
      view(2, 'filter.s=acme&page=3&cursor=x&modal=io&tab=t&utm=1'),
      { ok: true, name: 'Active', state: { sort: [], filters: { s: ['acme'] } }, notices: [] },
    ],
    [
      'a version 2 view naming a filter that no longer exists',
      view(2, 'filter.is_active=true&filter.region=eu&sort=name'),
      {
        ok: true,
        name: 'Active',
        state: { sort: [{ field: 'name', direction: 'asc' }], filters: { is_active: ['true'] } },
        notices: ['A filter of this view no longer exists: region.'],
      },
    ],
    [
      'a version 2 view sorted by a field that no longer sorts',
      view(2, 'sort=-last_event_date&sort=name'),
      {
        ok: true,
        name: 'Active',
        state: { sort: [{ field: 'name', direction: 'asc' }], filters: {} },
        notices: ['A sort of this view no longer exists: last_event_date.'],
      },
    ],
    [
      'a version 1 view',
      view(1, 'sort=budget:desc&is_active=true&agency_id=3,4'),
      {
        ok: true,
        name: 'Active',
        state: {
          sort: [{ field: 'budget', direction: 'desc' }],
          filters: { is_active: ['true'], agency_id: ['3', '4'] },
        },
        notices: [],
      },
    ],
    [
      'a version 1 view with an ascending sort written bare',
      view(1, 'sort=name'),
      {
        ok: true,
        name: 'Active',
        state: { sort: [{ field: 'name', direction: 'asc' }], filters: {} },
        notices: [],
      },
    ],
    [
      'a version 1 view naming a filter that no longer exists, and a bad sort',
      view(1, 'sort=name:sideways&status=active,paused&s=acme&agency_id=,'),
      {
        ok: true,
        name: 'Active',
        state: { sort: [], filters: { s: ['acme'] } },
        notices: ['A filter of this view no longer exists: status.'],
      },
    ],
    [
      'a version 1 view with a filter that no longer exists and one that does not sort',
      view(1, 'sort=created_at:asc&region=eu'),
      {
        ok: true,
        name: 'Active',
        state: { sort: [], filters: {} },
        notices: [
          'A filter of this view no longer exists: region.',
          'A sort of this view no longer exists: created_at.',
        ],
      },
    ],
    [
      'a view of another list',
      view(2, '', { list: 'planning' }),
      { ok: false, error: '“Active” is a view of another list.' },
    ],
    [
      'a view from a newer version',
      view(3, 'anything'),
      { ok: false, error: '“Active” was saved by a newer version of Airtime: reload the page.' },
    ],
    ['version 0', view(0, ''), { ok: false, error: 'This view could not be read: save it again.' }],
    [
      'a version that is text',
      view('2', ''),
      { ok: false, error: 'This view could not be read: save it again.' },
    ],
    ['null', null, { ok: false, error: 'This view could not be read: save it again.' }],
    ['text', 'sort=name', { ok: false, error: 'This view could not be read: save it again.' }],
    [
      'a view without a query',
      { version: 2, list: 'agency-brands', name: 'x' },
      { ok: false, error: 'This view could not be read: save it again.' },
    ],
  ])('reads %s', (_case, payload, expected) => {
    expect(decodeSavedView(payload, BRANDS)).toEqual(expected);
  });

  it('keeps a filter named __proto__ as plain data when the list knows it', () => {
    const list = { ...BRANDS, filters: ['__proto__'] };
    const decoded = decodeSavedView(view(1, '__proto__=x'), list);
    expect(decoded.ok && Object.hasOwn(decoded.state.filters, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
