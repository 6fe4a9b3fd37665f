import { describe, expect, it } from 'vitest';
import { pickReportLinkParams } from './pickReportLinkParams.ts';
import type { ShareableReport } from './reportLinks.ts';

describe('pickReportLinkParams', () => {
  it.each<[ShareableReport, string, string]>([
    [
      'events',
      '?filter.month=2026-11&sort=-date&modal=x&cursor=abc',
      'filter.month=2026-11&sort=-date',
    ],
    ['events', 'filter.period=last-3-months', 'filter.period=last-3-months'],
    ['creators', 'filter.period=last-12-months&sort=name', 'filter.period=last-12-months'],
    ['effectiveness', 'filter.month=2026-10&tab=x', 'filter.month=2026-10'],
    ['analysis', '', ''],
    ['seismograph', 'filter.month=2026-09', 'filter.month=2026-09'],
    [
      'campaign-tracking',
      'filter.status=active&filter.status=paused&sort=ends_at&filter.month=2026-11',
      'filter.status=active&filter.status=paused&sort=ends_at',
    ],
  ])('%s keeps of %s: %s', (report, search, kept) => {
    expect(pickReportLinkParams(report, search)).toBe(kept);
  });
});
