import { describe, expect, it } from 'vitest';
import { getInitials } from './getInitials.ts';

describe('getInitials', () => {
  it.each([
    ['Jane Cooper', 2, 'JC'],
    ['jane cooper', 2, 'JC'],
    ['Jane van Cooper', 2, 'JV'],
    ['  Jane   Cooper  ', 2, 'JC'],
    ['Cher', 2, 'C'],
    ['Tom & Jerry', 2, 'TJ'],
    ['(Acme) Studios', 2, 'AS'],
    ['3M Company', 2, '3C'],
    ['Émile Zola', 2, 'ÉZ'],
    ['E\u0301mile Zola', 2, 'ÉZ'],
    ['Łukasz Żak', 2, 'ŁŻ'],
    ['山田 太郎', 2, '山太'],
    ['Jane Cooper', 1, 'J'],
    ['', 2, ''],
    ['   ', 2, ''],
    ['& -', 2, ''],
    [null, 2, ''],
    [undefined, 2, ''],
  ])('%j with %i letters is %j', (name, letters, expected) => {
    expect(getInitials(name, letters)).toBe(expected);
  });
});
