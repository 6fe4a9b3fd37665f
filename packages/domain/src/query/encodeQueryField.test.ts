import { describe, expect, it } from 'vitest';
import { encodeQueryField } from './encodeQueryField.ts';
import type { QueryStateField, QueryStatePatch } from './queryState.ts';

describe('encodeQueryField', () => {
  it.each<[QueryStateField, QueryStatePatch, [string, string][]]>([
    ['sort', {}, []],
    ['sort', { sort: [] }, []],
    [
      'sort',
      {
        sort: [
          { field: 'name', direction: 'asc' },
          { field: 'bad field', direction: 'asc' },
          { field: 'created_at', direction: 'desc' },
        ],
      },
      [
        ['sort', 'name'],
        ['sort', '-created_at'],
      ],
    ],
    ['filters', {}, []],
    ['filters', { filters: {} }, []],
    [
      'filters',
      { filters: { status: ['active', '', 'a,b & c=d'], '': ['x'], 'a b': ['y'], tag: [] } },
      [
        ['filter.status', 'active'],
        ['filter.status', 'a,b & c=d'],
      ],
    ],
    ['page', { page: 1 }, [['page', '1']]],
    ['page', { page: 0 }, []],
    ['page', { page: -2 }, []],
    ['page', { page: 1.5 }, []],
    ['page', { page: Number.POSITIVE_INFINITY }, []],
    ['page', { page: undefined }, []],
    ['cursor', { cursor: 'eyJpZCI6NDJ9' }, [['cursor', 'eyJpZCI6NDJ9']]],
    ['cursor', { cursor: '' }, []],
    ['message_info', { message_info: { message: 4, type: 'message' } }, [['message', 'message.4']]],
    ['message_info', { message_info: { message: 0, type: 'message' } }, []],
    ['message_info', {}, []],
    [
      'modals',
      {
        modals: [
          { name: 'io', props: {} },
          { name: '', props: {} },
          { name: 'tags', props: { id: 1 } },
        ],
      },
      [
        ['modal', 'io'],
        ['modal', 'tags:{"id":1}'],
      ],
    ],
    ['modals', {}, []],
    ['modals', { modals: [] }, []],
    ['form', { form: 'request' }, [['form', 'request']]],
    ['form', {}, []],
    ['tab', { tab: 'events' }, [['tab', 'events']]],
    ['tab', { tab: '' }, []],
  ])('writes %s of %j as %j', (field, state, expected) => {
    expect(encodeQueryField(state, field)).toEqual(expected);
  });

  it('fails loudly on a field outside the union', () => {
    expect(() => encodeQueryField({}, 'search' as never)).toThrow(
      'Unexpected query state field: "search"',
    );
  });
});
