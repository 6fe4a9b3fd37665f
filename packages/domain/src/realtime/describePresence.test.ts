import { describe, expect, it } from 'vitest';
import { describePresence } from './describePresence.ts';

describe('describePresence', () => {
  it.each<[readonly string[], string]>([
    [[], ''],
    [['Ada Admin'], 'Also here: Ada Admin'],
    [['Ada Admin', 'Sam Super'], 'Also here: Ada Admin, Sam Super'],
    [['Ada Admin', 'Sam Super', 'Brenda Brand'], 'Also here: Ada Admin, Sam Super, Brenda Brand'],
  ])('%j → %j', (names, expected) => {
    expect(describePresence(names)).toBe(expected);
  });
});
