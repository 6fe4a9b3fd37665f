import { describe, expect, it } from 'vitest';
import {
  MODAL_REOPEN_DELAY_MS,
  NOTIFICATION_CHECK_DELAY_MS,
  PERFORMANCE_INITIAL_DELAY_MS,
  PERFORMANCE_MAX_MEASURE_MS,
  TOAST_DURATION_MS,
} from './delays.ts';

describe('delays', () => {
  it.each([
    ['MODAL_REOPEN_DELAY_MS', MODAL_REOPEN_DELAY_MS, 250],
    ['NOTIFICATION_CHECK_DELAY_MS', NOTIFICATION_CHECK_DELAY_MS, 3000],
    ['PERFORMANCE_INITIAL_DELAY_MS', PERFORMANCE_INITIAL_DELAY_MS, 3000],
    ['PERFORMANCE_MAX_MEASURE_MS', PERFORMANCE_MAX_MEASURE_MS, 15000],
    ['TOAST_DURATION_MS', TOAST_DURATION_MS, 5000],
  ])('pins %s at %i ms', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
