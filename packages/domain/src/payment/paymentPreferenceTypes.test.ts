import { describe, expect, it } from 'vitest';
import {
  isPaymentPreferenceType,
  PAYMENT_PREFERENCE_TYPE_TITLES,
  PAYMENT_PREFERENCE_TYPES,
} from './paymentPreferenceTypes.ts';

describe('PAYMENT_PREFERENCE_TYPES', () => {
  it('lists the codes 0 to 4 in order', () => {
    expect(PAYMENT_PREFERENCE_TYPES).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('PAYMENT_PREFERENCE_TYPE_TITLES', () => {
  it('pins every title, in code order', () => {
    expect(Object.entries(PAYMENT_PREFERENCE_TYPE_TITLES)).toEqual([
      ['0', 'None'],
      ['1', 'Check'],
      ['2', 'PayPal'],
      ['3', 'International Wire'],
      ['4', 'Domestic E-Payment'],
    ]);
  });
});

describe('isPaymentPreferenceType', () => {
  it.each([
    [0, true],
    [2, true],
    [4, true],
    [5, false],
    [-1, false],
    [1.5, false],
    ['1', false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isPaymentPreferenceType(value)).toBe(expected);
  });
});
