import { useLayoutEffect, useRef, useState } from 'react';
import type { LazySelectProps, SelectOption } from './LazySelect.tsx';
import { Select } from './Select.tsx';
import { SelectItem } from './SelectItem.tsx';

export interface LazySelectLoadedProps<T extends SelectOption> extends LazySelectProps<T> {
  /** The stand-in had focus (and was pressed): focus the trigger (and open the list). */
  handoff: { readonly isOpen: boolean } | null;
}

/** LazySelect once React Aria's Select has loaded: it takes over focus and a pending press. */
export function LazySelectLoaded<T extends SelectOption>({
  handoff,
  optionText,
  isOpen: isOpenProp,
  onOpenChange,
  ...props
}: LazySelectLoadedProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (handoff === null) return;
    root.current?.querySelector('button')?.focus();
    if (handoff.isOpen) setOpen(true);
  }, [handoff]);
  return (
    <Select<T>
      {...props}
      ref={root}
      isOpen={isOpenProp ?? isOpen}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      {(item) => <SelectItem id={item.id}>{optionText(item)}</SelectItem>}
    </Select>
  );
}
