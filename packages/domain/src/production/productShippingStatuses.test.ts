import { describe, expect, it } from 'vitest';
import {
  isProductShippingStatus,
  PRODUCT_SHIPPING_STATUS_TITLES,
  PRODUCT_SHIPPING_STATUSES,
} from './productShippingStatuses.ts';

describe('PRODUCT_SHIPPING_STATUSES', () => {
  it('lists every status in order', () => {
    expect(PRODUCT_SHIPPING_STATUSES).toEqual([
      'not-started',
      'in-progress',
      'requested',
      'ordered',
      'sent',
      'lost',
      'received',
      'using',
    ]);
  });
});

describe('PRODUCT_SHIPPING_STATUS_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(PRODUCT_SHIPPING_STATUS_TITLES)).toEqual([
      ['not-started', 'Not Started'],
      ['in-progress', 'In Progress'],
      ['requested', 'Requested'],
      ['ordered', 'Ordered'],
      ['sent', 'Sent'],
      ['lost', 'Lost'],
      ['received', 'Received'],
      ['using', 'Using'],
    ]);
  });
});

describe('isProductShippingStatus', () => {
  it.each([
    ['not-started', true],
    ['using', true],
    ['shipped', false],
    ['Sent', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (value, expected) => {
    expect(isProductShippingStatus(value)).toBe(expected);
  });
});
