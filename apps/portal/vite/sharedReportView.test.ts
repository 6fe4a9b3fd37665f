import { describe, expect, it } from 'vitest';
import { isSharedReportUrl } from './sharedReportView.ts';

describe('isSharedReportUrl', () => {
  it.each([
    ['/shared/r/abc.def', '/', true],
    ['/shared/r/abc.def/', '/', true],
    ['/shared/r/abc.def?utm=mail', '/', true],
    ['/portal/shared/r/abc.def', '/portal/', true],
    ['/shared/r/abc.def', '/portal/', false],
    ['/shared/r/', '/', false],
    ['/shared/r/abc/more', '/', false],
    ['/shared/report', '/', false],
    ['/agency/shared/r/abc', '/', false],
    ['/shared-report.html', '/', false],
  ])('%s under %s: %s', (url, base, expected) => {
    expect(isSharedReportUrl(url, base)).toBe(expected);
  });
});
