import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUERY_STATE,
  MESSAGE_INFO_TYPES,
  QUERY_FORMS,
  QUERY_NAME_PATTERN,
  QUERY_PARAMS,
  QUERY_STATE_FIELDS,
  type QueryState,
  SORT_DIRECTIONS,
} from './queryState.ts';

describe('query state constants', () => {
  it.each([
    ['SORT_DIRECTIONS', SORT_DIRECTIONS, ['asc', 'desc']],
    ['MESSAGE_INFO_TYPES', MESSAGE_INFO_TYPES, ['message', 'activity']],
    ['QUERY_FORMS', QUERY_FORMS, ['create', 'request']],
    [
      'QUERY_STATE_FIELDS',
      QUERY_STATE_FIELDS,
      ['sort', 'filters', 'page', 'cursor', 'message_info', 'modals', 'form', 'tab'],
    ],
    [
      'QUERY_PARAMS',
      QUERY_PARAMS,
      {
        sort: 'sort',
        filters: 'filter.',
        page: 'page',
        cursor: 'cursor',
        message_info: 'message',
        modals: 'modal',
        form: 'form',
        tab: 'tab',
      },
    ],
    ['EMPTY_QUERY_STATE', EMPTY_QUERY_STATE, { sort: [], filters: {}, modals: [] }],
  ])('pins %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('lists every field of QueryState', () => {
    // Required<> makes the compiler insist on every field, so a new field breaks this test.
    const full: Required<QueryState> = {
      sort: [],
      filters: {},
      page: 1,
      cursor: 'c',
      message_info: { message: 1, type: 'message' },
      modals: [],
      form: 'create',
      tab: 't',
    };
    expect(Object.keys(full).sort()).toEqual([...QUERY_STATE_FIELDS].sort());
  });

  it.each([
    ['name', true],
    ['created_at', true],
    ['brand.name', true],
    ['event-production', true],
    ['_id', true],
    ['9lives', true],
    ['', false],
    ['-name', false],
    ['.name', false],
    ['a b', false],
    ['a,b', false],
    ['a:b', false],
    ['naïve', false],
    ['a\n', false],
  ])('QUERY_NAME_PATTERN on %j is %s', (value, expected) => {
    expect(QUERY_NAME_PATTERN.test(value)).toBe(expected);
  });
});
