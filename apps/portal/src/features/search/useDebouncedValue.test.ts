import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it.each([
    ['the search defaults (200 ms)', undefined, 200],
    ['a delay of its own', 500, 500],
  ])('settles once the value has been still for %s', (_, delayMs, delay) => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, delayMs), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(delay - 50));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(delay - 50));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('abc');
  });

  it('settles at the latest after the max wait (3000 ms) while the value keeps changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    for (let step = 1; step <= 20; step += 1) {
      rerender({ value: 'x'.repeat(step) });
      act(() => vi.advanceTimersByTime(150));
    }
    // 20 keystrokes 150 ms apart: 3000 ms after the first, the text of that moment shows.
    expect(result.current).toBe('x'.repeat(20));
    rerender({ value: 'y' });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('x'.repeat(20));
  });
});
