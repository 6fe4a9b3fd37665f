import { useCallback, useState } from 'react';

/**
 * A value the parent may control (`value` given) or leave to the component (`defaultValue`),
 * with one change handler either way: the pattern of React Aria's own props.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | undefined,
  onChange: ((value: T) => void) | undefined,
): [T | undefined, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
