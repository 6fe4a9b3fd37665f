import { describe, expect, it } from 'vitest';
import { FINANCE_CHILDREN, isFinanceChild } from './financeChildren.ts';

describe('FINANCE_CHILDREN', () => {
  it('lists the Finance pages in the order of decisions §7', () => {
    expect(FINANCE_CHILDREN).toEqual([
      'brand-revenue',
      'brand-forecasting',
      'invoices',
      'creator-revenue',
      'payouts',
    ]);
  });
});

describe('isFinanceChild', () => {
  it.each([
    ['brand-revenue', true],
    ['payouts', true],
    ['accounting', false],
    ['Invoices', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isFinanceChild(value)).toBe(expected);
  });
});
