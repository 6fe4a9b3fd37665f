import { describe, expect, it } from 'vitest';
import {
  CLS_SCALE,
  LOW_END_CONNECTION_TYPES,
  LOW_END_MAX_CORES,
  PAGE_LOAD_KINDS,
  PERFORMANCE_METRIC_NAMES,
} from './performanceReporting.ts';

describe('performance reporting constants', () => {
  it.each([
    ['LOW_END_MAX_CORES', LOW_END_MAX_CORES, 2],
    ['LOW_END_CONNECTION_TYPES', LOW_END_CONNECTION_TYPES, ['slow-2g', '2g']],
    ['CLS_SCALE', CLS_SCALE, 10000],
    ['PAGE_LOAD_KINDS', PAGE_LOAD_KINDS, ['cold', 'warm']],
    [
      'PERFORMANCE_METRIC_NAMES',
      PERFORMANCE_METRIC_NAMES,
      ['cls', 'lcp', 'page_load_cold', 'page_load_warm'],
    ],
  ])('pins %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
