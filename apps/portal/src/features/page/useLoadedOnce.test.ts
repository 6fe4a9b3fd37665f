import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadedOnce } from './useLoadedOnce.ts';

describe('useLoadedOnce', () => {
  it.each([
    ['loading, then loaded', [true, false], [false, true]],
    ['loaded from the start (cached)', [false], [true]],
    ['loading again after a first load', [true, false, true], [false, true, true]],
    ['still loading', [true, true], [false, false]],
  ])('%s', (_, loadings, expected) => {
    const { result, rerender } = renderHook(({ isLoading }) => useLoadedOnce(isLoading), {
      initialProps: { isLoading: loadings[0] ?? true },
    });
    const seen = [result.current];
    for (const isLoading of loadings.slice(1)) {
      rerender({ isLoading });
      seen.push(result.current);
    }
    expect(seen).toEqual(expected);
  });
});
