import { describe, expect, it } from 'vitest';
import { CREATOR_GENDER_TITLES, CREATOR_GENDERS, isCreatorGender } from './creatorGenders.ts';

describe('creator genders', () => {
  it('titles every gender', () => {
    expect(CREATOR_GENDERS.map((gender) => CREATOR_GENDER_TITLES[gender])).toEqual([
      'Female',
      'Male',
      'Non-binary',
      'Prefers not to say',
    ]);
  });

  it.each([
    ['female', true],
    ['non_binary', true],
    ['Female', false],
    ['', false],
    [null, false],
  ])('knows whether %j is a gender', (value, expected) => {
    expect(isCreatorGender(value)).toBe(expected);
  });
});
