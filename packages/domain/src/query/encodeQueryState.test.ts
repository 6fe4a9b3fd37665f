import { describe, expect, it } from 'vitest';
import { encodeQueryState } from './encodeQueryState.ts';
import { EMPTY_QUERY_STATE, type QueryState } from './queryState.ts';

describe('encodeQueryState', () => {
  it.each<[string, QueryState, string]>([
    ['nothing for the empty state', EMPTY_QUERY_STATE, ''],
    [
      'sort entries in order, descending with a dash',
      {
        ...EMPTY_QUERY_STATE,
        sort: [
          { field: 'name', direction: 'asc' },
          { field: 'created_at', direction: 'desc' },
        ],
      },
      'sort=name&sort=-created_at',
    ],
    [
      'one parameter per filter value, special characters escaped',
      { ...EMPTY_QUERY_STATE, filters: { status: ['active', 'paused'], q: ['a,b & c=d'] } },
      'filter.status=active&filter.status=paused&filter.q=a%2Cb+%26+c%3Dd',
    ],
    [
      'every field in field order',
      {
        tab: 'events',
        form: 'create',
        modals: [{ name: 'io', props: {} }],
        message_info: { message: 12, parent_message: 5, type: 'activity' },
        cursor: 'abc',
        page: 3,
        filters: { status: ['active'] },
        sort: [{ field: 'name', direction: 'desc' }],
      },
      'sort=-name&filter.status=active&page=3&cursor=abc&message=activity.12.5&modal=io' +
        '&form=create&tab=events',
    ],
    [
      'modal props as compact JSON',
      { ...EMPTY_QUERY_STATE, modals: [{ name: 'confirmation', props: { id: 3 } }] },
      'modal=confirmation%3A%7B%22id%22%3A3%7D',
    ],
    [
      'nothing for values decoding would drop',
      {
        sort: [{ field: '', direction: 'asc' }],
        filters: { '': ['x'], status: [''] },
        page: 0,
        cursor: '',
        message_info: { message: -1, type: 'message' },
        modals: [{ name: 'a:b', props: {} }],
        tab: '',
      },
      '',
    ],
  ])('writes %s', (_name, state, expected) => {
    expect(encodeQueryState(state).toString()).toBe(expected);
  });
});
