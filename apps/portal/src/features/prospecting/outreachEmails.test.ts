import { describe, expect, it } from 'vitest';
import { emailProblem, withEmail } from './outreachEmails.ts';

const LIST = ['ann@pod.fm', 'Bo@pod.fm'];

describe('one outreach email', () => {
  it.each<[string, string, string | undefined, string | undefined]>([
    ['a new address', 'cy@pod.fm', undefined, undefined],
    ['not an address', 'cy@pod', undefined, 'Enter an email address.'],
    [
      'one already there, in other capitals',
      'bo@POD.fm',
      undefined,
      'This address is already on the list.',
    ],
    ['an address changed to itself', 'ann@pod.fm', 'ann@pod.fm', undefined],
    [
      'an address changed to another one there',
      'bo@pod.fm',
      'ann@pod.fm',
      'This address is already on the list.',
    ],
  ])('%s: %s', (_label, email, previous, problem) => {
    expect(emailProblem(LIST, email, previous)).toBe(problem);
  });

  it('refuses an eleventh address but lets one of ten change', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `p${index}@pod.fm`);
    expect(emailProblem(ten, 'new@pod.fm')).toBe('A prospect has at most 10 outreach emails.');
    expect(emailProblem(ten, 'new@pod.fm', 'p3@pod.fm')).toBeUndefined();
  });

  it.each<[string, string, string | undefined, string[]]>([
    ['adds at the end', 'cy@pod.fm', undefined, ['ann@pod.fm', 'Bo@pod.fm', 'cy@pod.fm']],
    ['changes in place', 'al@pod.fm', 'ann@pod.fm', ['al@pod.fm', 'Bo@pod.fm']],
    [
      'adds when the changed one is gone',
      'cy@pod.fm',
      'zed@pod.fm',
      ['ann@pod.fm', 'Bo@pod.fm', 'cy@pod.fm'],
    ],
  ])('%s', (_label, email, previous, expected) => {
    expect(withEmail(LIST, email, previous)).toEqual(expected);
  });
});
