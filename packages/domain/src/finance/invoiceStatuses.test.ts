import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS_TITLES, INVOICE_STATUSES, isInvoiceStatus } from './invoiceStatuses.ts';

describe('invoice statuses', () => {
  it('pins the list and titles in order', () => {
    expect(INVOICE_STATUSES).toEqual(['draft', 'sent', 'paid', 'overdue', 'void']);
    expect(Object.values(INVOICE_STATUS_TITLES)).toEqual([
      'Draft',
      'Sent',
      'Paid',
      'Overdue',
      'Void',
    ]);
  });

  it.each([
    ['paid', true],
    ['void', true],
    ['Paid', false],
    ['', false],
    [null, false],
    [3, false],
  ])('isInvoiceStatus(%j) → %s', (value, expected) => {
    expect(isInvoiceStatus(value)).toBe(expected);
  });
});
