// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CHANGE_MS, noteLiveChange, useLiveChanges } from './liveChanges.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('useLiveChanges', () => {
  it('shows a noted change of its kind until it lapses', () => {
    const { result } = renderHook(() => useLiveChanges('campaign'));
    act(() => noteLiveChange('campaign', 7, ['status', 'priority']));
    expect(result.current.get(7)?.fields).toEqual(['status', 'priority']);
    act(() => vi.advanceTimersByTime(LIVE_CHANGE_MS - 1));
    expect(result.current.has(7)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.has(7)).toBe(false);
  });

  it('keeps kinds apart and ignores a change of no field', () => {
    const { result } = renderHook(() => useLiveChanges('event-production'));
    act(() => {
      noteLiveChange('campaign', 9003, ['status']);
      noteLiveChange('event-production', 9004, []);
    });
    expect(result.current.has(9003)).toBe(false);
    expect(result.current.has(9004)).toBe(false);
  });

  it('a later change of the same record keeps its own, later end', () => {
    const { result } = renderHook(() => useLiveChanges('event-production'));
    act(() => noteLiveChange('event-production', 5, ['status']));
    act(() => vi.advanceTimersByTime(LIVE_CHANGE_MS / 2));
    act(() => noteLiveChange('event-production', 5, ['projection']));
    act(() => vi.advanceTimersByTime(LIVE_CHANGE_MS / 2));
    expect(result.current.get(5)?.fields).toEqual(['projection']);
    act(() => vi.advanceTimersByTime(LIVE_CHANGE_MS / 2));
    expect(result.current.has(5)).toBe(false);
  });
});
