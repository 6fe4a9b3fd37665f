import { describe, expect, it } from 'vitest';
import type { PerformanceMetricValue } from '../model/PerformanceMetricsPayload.ts';
import { computePerformanceMetrics } from './computePerformanceMetrics.ts';

type Measures = Parameters<typeof computePerformanceMetrics>[0];

describe('computePerformanceMetrics', () => {
  it.each<[string, Measures, PerformanceMetricValue[]]>([
    ['nothing for no measures', {}, []],
    [
      'all three for a cold load',
      { cls: 0.1234, lcp: 1830.6, pageLoad: { kind: 'cold', durationMs: 2400.4 } },
      [
        { name: 'cls', value: 1234 },
        { name: 'lcp', value: 1831 },
        { name: 'page_load_cold', value: 2400 },
      ],
    ],
    [
      'a warm load',
      { pageLoad: { kind: 'warm', durationMs: 310 } },
      [{ name: 'page_load_warm', value: 310 }],
    ],
    [
      'CLS 0.1 as exactly 1000, not 1000.0000000000001',
      { cls: 0.1 },
      [{ name: 'cls', value: 1000 }],
    ],
    ['CLS 0 as 0', { cls: 0 }, [{ name: 'cls', value: 0 }]],
    ['CLS above 1', { cls: 1.5 }, [{ name: 'cls', value: 15000 }]],
    ['a tiny CLS rounded to 0', { cls: 0.00004 }, [{ name: 'cls', value: 0 }]],
    ['half a millisecond rounded up', { lcp: 0.5 }, [{ name: 'lcp', value: 1 }]],
    ['a negative LCP left out', { lcp: -5, cls: 0.01 }, [{ name: 'cls', value: 100 }]],
    ['NaN left out', { cls: Number.NaN, lcp: 900 }, [{ name: 'lcp', value: 900 }]],
    ['Infinity left out', { lcp: Number.POSITIVE_INFINITY }, []],
    ['a broken page load left out', { pageLoad: { kind: 'cold', durationMs: Number.NaN } }, []],
  ])('gives %s', (_name, measures, expected) => {
    expect(computePerformanceMetrics(measures)).toEqual(expected);
  });

  it('fails loudly on a page load kind outside the union', () => {
    expect(() =>
      computePerformanceMetrics({ pageLoad: { kind: 'lukewarm' as never, durationMs: 1 } }),
    ).toThrow('Unexpected page load kind: "lukewarm"');
  });
});
