import { useCallback, useRef, useState } from 'react';

/**
 * A value that the parent may control (`value` not undefined) or leave to the component, with
 * `onChange` called only when it really changes.
 */
export function useControlledState<V>(
  value: V | undefined,
  defaultValue: V,
  onChange: ((value: V) => void) | undefined,
): [V, (next: V) => void] {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  // The latest value, so two updates in one event compare against each other.
  const latest = useRef(current);
  latest.current = current;
  const set = useCallback(
    (next: V) => {
      if (Object.is(next, latest.current)) return;
      latest.current = next;
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
