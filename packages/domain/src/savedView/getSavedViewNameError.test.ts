import { describe, expect, it } from 'vitest';
import { getSavedViewNameError } from './getSavedViewNameError.ts';

describe('getSavedViewNameError', () => {
  it.each<[string, readonly string[], string | null]>([
    ['Urgent', [], null],
    ['  Urgent  ', ['Other'], null],
    ['', [], 'Give the view a name.'],
    ['   ', [], 'Give the view a name.'],
    ['x'.repeat(60), [], null],
    ['x'.repeat(61), [], 'Keep the name to 60 characters or fewer.'],
    ['😀'.repeat(60), [], null],
    ['Urgent', ['urgent'], 'You already have a view named “Urgent” on this list.'],
    [' URGENT ', ['Urgent '], 'You already have a view named “URGENT” on this list.'],
    ['Urgent 2', ['Urgent'], null],
  ])('%j among %j: %j', (name, others, expected) => {
    expect(getSavedViewNameError(name, others)).toBe(expected);
  });
});
