import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_WAIT_MS } from '@airtime/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has been still for `delayMs`, or at the latest `maxWaitMs` after it first
 * changed, so a user who keeps typing still sees results (spec §9: 200 ms, at most 3000 ms).
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs = SEARCH_DEBOUNCE_MS,
  maxWaitMs = SEARCH_MAX_WAIT_MS,
): T {
  const [settled, setSettled] = useState(value);
  const waitingSince = useRef<number | null>(null);
  useEffect(() => {
    if (Object.is(value, settled)) {
      waitingSince.current = null;
      return;
    }
    const now = Date.now();
    waitingSince.current ??= now;
    const wait = Math.max(0, Math.min(delayMs, waitingSince.current + maxWaitMs - now));
    const timer = setTimeout(() => {
      waitingSince.current = null;
      setSettled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, maxWaitMs]);
  return settled;
}
