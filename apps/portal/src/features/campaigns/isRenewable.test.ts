import { CAMPAIGN_STATUSES } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { isRenewable } from './isRenewable.ts';

describe('isRenewable', () => {
  it.each(
    CAMPAIGN_STATUSES.map(
      (status) => [status, status === 'renewal' || status === 'renew-recommendation'] as const,
    ),
  )('%s: %s', (status, expected) => {
    expect(isRenewable({ status })).toBe(expected);
  });
});
