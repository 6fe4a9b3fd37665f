import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (spec §9: searches wait 200 ms). */
export function useDebouncedValue<T>(value: T, delayMs = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
