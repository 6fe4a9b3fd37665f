import { describe, expect, it } from 'vitest';
import { isPayoutStatus, PAYOUT_STATUS_TITLES, PAYOUT_STATUSES } from './payoutStatuses.ts';

describe('payout statuses', () => {
  it('pins the list and titles in order', () => {
    expect(PAYOUT_STATUSES).toEqual(['pending', 'scheduled', 'sent', 'paid', 'failed']);
    expect(Object.values(PAYOUT_STATUS_TITLES)).toEqual([
      'Pending',
      'Scheduled',
      'Sent',
      'Paid',
      'Failed',
    ]);
  });

  it.each([
    ['scheduled', true],
    ['failed', true],
    ['draft', false],
    [undefined, false],
    [{}, false],
  ])('isPayoutStatus(%j) → %s', (value, expected) => {
    expect(isPayoutStatus(value)).toBe(expected);
  });
});
