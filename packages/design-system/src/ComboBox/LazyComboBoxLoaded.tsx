import { useLayoutEffect, useRef } from 'react';
import type { Key } from 'react-aria-components/ComboBox';
import { ComboBox } from './ComboBox.tsx';
import { ComboBoxItem } from './ComboBoxItem.tsx';
import { ComboBoxOpenOnMountContext } from './comboBoxHandoff.ts';
import { getDefaultItemText } from './getComboBoxResults.ts';
import type { ComboBoxHandoff, LazyComboBoxProps } from './LazyComboBox.tsx';

export interface LazyComboBoxLoadedProps<T extends { id: Key }> extends LazyComboBoxProps<T> {
  /** The stand-in had focus (or its button was pressed): where the caret was, the list to open. */
  handoff: ComboBoxHandoff | null;
}

/** LazyComboBox once React Aria's ComboBox has loaded: it takes over focus, caret and the list. */
export function LazyComboBoxLoaded<T extends { id: Key }>({
  handoff,
  optionText,
  optionDescription,
  ...props
}: LazyComboBoxLoadedProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  // Before the list opens (ComboBox opens it in an effect), so it opens as for a focused input.
  useLayoutEffect(() => {
    if (handoff === null) return;
    const input = root.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(...handoff.selection);
  }, [handoff]);
  const getItemText = props.getItemText ?? getDefaultItemText;
  return (
    <ComboBoxOpenOnMountContext.Provider value={handoff?.open ?? null}>
      <ComboBox<T> {...props} ref={root}>
        {(item) => (
          <ComboBoxItem
            textValue={getItemText(item)}
            {...(optionDescription === undefined ? {} : { description: optionDescription(item) })}
          >
            {(optionText ?? getItemText)(item)}
          </ComboBoxItem>
        )}
      </ComboBox>
    </ComboBoxOpenOnMountContext.Provider>
  );
}
