import { PAYOUT_STATUS_TITLES } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { formatStatusHistory } from './statusHistory.ts';

describe('formatStatusHistory', () => {
  it.each([
    [[], ''],
    [[{ status: 'sent', at: '2026-11-03T09:00:00Z', by: null }], 'Sent Nov 03, 2026'],
    [
      [
        { status: 'scheduled', at: '2026-11-02T09:00:00Z', by: 'Fiona Finance' },
        { status: 'paid', at: '2026-11-28T12:00:00Z', by: 'Ada Admin' },
      ],
      'Scheduled Nov 02, 2026 by Fiona Finance → Paid Nov 28, 2026 by Ada Admin',
    ],
  ] as const)('%j reads "%s"', (changes, expected) => {
    expect(formatStatusHistory(changes, PAYOUT_STATUS_TITLES)).toBe(expected);
  });
});
