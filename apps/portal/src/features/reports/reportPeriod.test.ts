import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  getPeriodRange,
  LAST_12_MONTHS,
  type ReportPeriod,
  readReportPeriod,
  writeReportPeriod,
} from './reportPeriod.ts';

const NOVEMBER: ReportPeriod = { month: '2026-11' };

describe('readReportPeriod', () => {
  it.each<[string, Record<string, string[]>, ReportPeriod]>([
    ['nothing: the fallback', {}, NOVEMBER],
    ['a month', { month: ['2026-03'] }, { month: '2026-03' }],
    ['a rolling period', { period: ['last-6-months'] }, { lastMonths: 6 }],
    [
      'a rolling period over a month',
      { period: ['last-3-months'], month: ['2026-03'] },
      { lastMonths: 3 },
    ],
    [
      'an unknown period, then the month',
      { period: ['365'], month: ['2026-03'] },
      { month: '2026-03' },
    ],
    ['an unreadable month', { month: ['11/26'] }, NOVEMBER],
  ])('%s', (_, filters, expected) => {
    expect(readReportPeriod(filters, NOVEMBER)).toEqual(expected);
  });
});

describe('writeReportPeriod', () => {
  it.each<[string, Record<string, string[]>, ReportPeriod, Record<string, string[]>]>([
    [
      'a month replaces a rolling period',
      { period: ['last-3-months'] },
      NOVEMBER,
      { month: ['2026-11'] },
    ],
    [
      'a rolling period replaces a month',
      { month: ['2026-11'] },
      LAST_12_MONTHS,
      { period: ['last-12-months'] },
    ],
    [
      'other filters stay',
      { status: ['active'], month: ['2026-10'] },
      NOVEMBER,
      { status: ['active'], month: ['2026-11'] },
    ],
  ])('%s', (_, filters, period, expected) => {
    expect(writeReportPeriod(filters, period)).toEqual(expected);
  });

  it.each<ReportPeriod>([NOVEMBER, { lastMonths: 3 }, LAST_12_MONTHS])(
    'reads back what it wrote: %o',
    (period) => {
      expect(readReportPeriod(writeReportPeriod({}, period), { month: '2020-01' })).toEqual(period);
    },
  );
});

describe('getPeriodRange', () => {
  it.each<[ReportPeriod, { start: string; end: string }]>([
    [NOVEMBER, { start: '2026-11-01', end: '2026-11-30' }],
    [{ month: '2028-02' }, { start: '2028-02-01', end: '2028-02-29' }],
    [{ lastMonths: 3 }, { start: '2026-08-22', end: '2026-11-20' }],
    [{ lastMonths: 6 }, { start: '2026-05-22', end: '2026-11-20' }],
    [LAST_12_MONTHS, { start: '2025-11-20', end: '2026-11-20' }],
  ])('%o on Nov 20, 2026 is %o', (period, expected) => {
    expect(getPeriodRange(period, '2026-11-20')).toEqual(expected);
  });
});

describe('formatPeriod', () => {
  it.each<[ReportPeriod, string]>([
    [NOVEMBER, '11/26'],
    [{ month: '2027-01' }, '1/27'],
    [{ lastMonths: 3 }, 'last 3 months'],
    [LAST_12_MONTHS, 'last 12 months'],
  ])('%o reads %s', (period, expected) => {
    expect(formatPeriod(period)).toBe(expected);
  });
});
