import { describe, expect, it } from 'vitest';
import { getReportLinkRange } from './getReportLinkRange.ts';

describe('getReportLinkRange', () => {
  const today = '2026-11-27';
  it.each([
    ['filter.month=2026-02', 'this-month', { start: '2026-02-01', end: '2026-02-28' }],
    ['filter.month=2024-02', null, { start: '2024-02-01', end: '2024-02-29' }],
    ['filter.period=last-3-months', null, { start: '2026-08-29', end: today }],
    [
      'filter.period=last-12-months&filter.month=2026-01',
      null,
      { start: '2025-11-27', end: today },
    ],
    ['', 'this-month', { start: '2026-11-01', end: '2026-11-30' }],
    ['', 'last-12-months', { start: '2025-11-27', end: today }],
    ['filter.month=2026-13', 'this-month', { start: '2026-11-01', end: '2026-11-30' }],
    ['filter.period=last-5-months', 'last-12-months', { start: '2025-11-27', end: today }],
    ['filter.status=active', null, null],
  ] as const)('%s (default %s): %j', (params, fallback, range) => {
    expect(getReportLinkRange(params, today, fallback)).toEqual(range);
  });
});
