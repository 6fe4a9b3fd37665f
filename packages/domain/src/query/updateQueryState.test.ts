import { describe, expect, it } from 'vitest';
import type { QueryStatePatch } from './queryState.ts';
import { updateQueryState } from './updateQueryState.ts';

describe('updateQueryState', () => {
  it.each<[string, string, QueryStatePatch, string]>([
    ['nothing for an empty patch', 'utm=1&page=2', {}, 'utm=1&page=2'],
    ['a new field at the end', 'utm=1', { page: 2 }, 'utm=1&page=2'],
    ['a changed field in place', 'page=2&utm=1', { page: 3 }, 'page=3&utm=1'],
    ['a field cleared by undefined', 'page=2&utm=1', { page: undefined }, 'utm=1'],
    [
      'a list rewritten where it began',
      'sort=a&tab=x&sort=-b',
      {
        sort: [
          { field: 'c', direction: 'desc' },
          { field: 'd', direction: 'asc' },
        ],
      },
      'sort=-c&sort=d&tab=x',
    ],
    ['a list cleared by an empty list', 'sort=a&tab=x', { sort: [] }, 'tab=x'],
    [
      'all filters replaced, other parameters kept',
      'filter.status=a&redirect=%2Fhome&filter.tag=t',
      { filters: { brand: ['1'] } },
      'filter.brand=1&redirect=%2Fhome',
    ],
    [
      'several fields at once, untouched ones kept as they were',
      'tab=x&page=2&modal=io&keep=%25raw',
      { page: undefined, modals: [{ name: 'tags', props: { id: 1 } }], form: 'create' },
      'tab=x&modal=tags%3A%7B%22id%22%3A1%7D&keep=%25raw&form=create',
    ],
    ['malformed old values of a patched field replaced', 'page=abc&page=0', { page: 1 }, 'page=1'],
    [
      'malformed old values of other fields left alone',
      'page=abc&tab=',
      { form: 'request' },
      'page=abc&tab=&form=request',
    ],
    ['an invalid new value written as nothing', 'page=2', { page: 0 }, ''],
    [
      'message_info under its parameter name',
      'message=message.1',
      { message_info: { message: 2, type: 'activity' } },
      'message=activity.2',
    ],
  ])('writes %s', (_name, query, patch, expected) => {
    expect(updateQueryState(new URLSearchParams(query), patch).toString()).toBe(expected);
  });

  it('leaves the given parameters untouched', () => {
    const params = new URLSearchParams('page=2');
    updateQueryState(params, { page: 5 });
    expect(params.toString()).toBe('page=2');
  });
});
