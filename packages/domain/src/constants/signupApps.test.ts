import { describe, expect, it } from 'vitest';
import { SIGNUP_APPS } from './signupApps.ts';

describe('signup apps', () => {
  it.each([['SIGNUP_APPS', SIGNUP_APPS, ['Agencies', 'Brands', 'Creators']]])(
    'pins %s',
    (_name, actual, expected) => {
      expect(actual).toEqual(expected);
    },
  );
});
