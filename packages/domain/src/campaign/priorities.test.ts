import { describe, expect, it } from 'vitest';
import { isPriority, PRIORITIES, PRIORITY_TITLES } from './priorities.ts';

describe('PRIORITIES', () => {
  it('lists priorities from most to least pressing', () => {
    expect(PRIORITIES).toEqual(['urgent', 'high', 'medium', 'low', 'no-priority']);
  });
});

describe('PRIORITY_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(PRIORITY_TITLES)).toEqual([
      ['urgent', 'Urgent'],
      ['high', 'High'],
      ['medium', 'Medium'],
      ['low', 'Low'],
      ['no-priority', 'No Priority'],
    ]);
  });
});

describe('isPriority', () => {
  it.each([
    ['urgent', true],
    ['no-priority', true],
    ['none', false],
    ['Urgent', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (value, expected) => {
    expect(isPriority(value)).toBe(expected);
  });
});
