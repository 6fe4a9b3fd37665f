import { describe, expect, it } from 'vitest';
import { getGroupFilter } from './groupFilter.ts';

const filter = getGroupFilter<'a' | 'b' | 'c'>({
  field: 'letter',
  label: 'Letter',
  values: ['a', 'b', 'c'],
  titles: { a: 'A', b: 'B', c: 'C' },
  group: { id: 'early', label: 'Early letters', values: ['a', 'b'] },
  allLabel: 'All letters',
});

describe('getGroupFilter', () => {
  it.each([
    ['no choice in the URL', {}, ['a', 'b']],
    ['the group', { letter: ['early'] }, ['a', 'b']],
    ['one value', { letter: ['c'] }, ['c']],
    ['all', { letter: ['all'] }, undefined],
    ['a value it does not know', { letter: ['z'] }, ['a', 'b']],
  ])('asks for the values of %s', (_, filters, expected) => {
    expect(filter.valuesOf(filters)).toEqual(expected);
  });

  it('offers the group first, then each value, then all', () => {
    expect(filter.options.map((option) => option.label)).toEqual([
      'Early letters',
      'A',
      'B',
      'C',
      'All letters',
    ]);
    expect(filter.defaultId).toBe('early');
  });
});
