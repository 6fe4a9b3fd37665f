import { describe, expect, it } from 'vitest';
import { getReportLinkExpiry, isReportLinkExpiryDays } from './getReportLinkExpiry.ts';
import { DEFAULT_REPORT_LINK_EXPIRY_DAYS, REPORT_LINK_EXPIRY_DAYS } from './reportLinks.ts';

describe('report link expiry', () => {
  it.each([
    [1, '2026-11-28T10:00:00.000Z'],
    [7, '2026-12-04T10:00:00.000Z'],
    [30, '2026-12-27T10:00:00.000Z'],
    [90, '2027-02-25T10:00:00.000Z'],
  ] as const)('%i days after creation: %s', (days, expiry) => {
    expect(getReportLinkExpiry('2026-11-27T10:00:00.000Z', days)).toBe(expiry);
  });

  it.each([
    [30, true],
    [7, true],
    [0, false],
    [31, false],
    [-7, false],
    ['30', false],
    [null, false],
  ])('%j is an allowed expiry: %s', (days, allowed) => {
    expect(isReportLinkExpiryDays(days)).toBe(allowed);
  });

  it('defaults to 30 days, one of the options', () => {
    expect(DEFAULT_REPORT_LINK_EXPIRY_DAYS).toBe(30);
    expect(REPORT_LINK_EXPIRY_DAYS).toContain(DEFAULT_REPORT_LINK_EXPIRY_DAYS);
  });
});
