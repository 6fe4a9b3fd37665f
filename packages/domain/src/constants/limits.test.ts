import { describe, expect, it } from 'vitest';
import { DROPDOWN_RESULT_LIMIT } from './limits.ts';

describe('limits', () => {
  it.each([['DROPDOWN_RESULT_LIMIT', DROPDOWN_RESULT_LIMIT, 10]])(
    'pins %s at %i',
    (_name, actual, expected) => {
      expect(actual).toBe(expected);
    },
  );
});
