import { useEffect, useRef } from 'react';
import type { Key } from 'react-aria-components/ComboBox';
import { useControlledState } from './useControlledState.ts';

export interface ComboBoxValueOptions<T extends { id: Key }> {
  items: Iterable<T>;
  getItemText: (item: T) => string;
  value: Key | null | undefined;
  defaultValue: Key | null | undefined;
  onChange: ((key: Key | null) => void) | undefined;
  inputValue: string | undefined;
  defaultInputValue: string | undefined;
  onInputChange: ((text: string) => void) | undefined;
  allowsCustomValue: boolean;
  shouldClearOnSelect: boolean;
}

/**
 * A ComboBox's chosen value and typed text, each controlled or not, kept in step: a choice shows
 * its text (or, with `shouldClearOnSelect`, is reported and empties the input), emptied text
 * drops the choice, and a value set from outside shows its text.
 */
export function useComboBoxValue<T extends { id: Key }>({
  items,
  getItemText,
  value: valueProp,
  defaultValue,
  onChange,
  inputValue: inputValueProp,
  defaultInputValue,
  onInputChange,
  allowsCustomValue,
  shouldClearOnSelect,
}: ComboBoxValueOptions<T>) {
  // The text of the last chosen item, for when a new search no longer lists it.
  const chosen = useRef<{ key: Key; text: string } | null>(null);
  const textOf = (key: Key | null) => {
    if (key == null) return undefined;
    for (const item of items) if (item.id === key) return getItemText(item);
    return chosen.current?.key === key ? chosen.current.text : undefined;
  };

  const [value, setValue] = useControlledState<Key | null>(
    shouldClearOnSelect ? null : valueProp,
    defaultValue ?? null,
    onChange,
  );
  const [inputValue, setInputValue] = useControlledState(
    inputValueProp,
    defaultInputValue ?? textOf(value) ?? '',
    onInputChange,
  );

  // A value set from outside (a form reset, a parent's state) shows its text in the input.
  const shownValue = useRef(value);
  useEffect(() => {
    if (shownValue.current === value) return;
    shownValue.current = value;
    const text = textOf(value);
    if (text !== undefined) setInputValue(text);
  });

  /** React Aria's choice: an item's key, or null when the typed text was abandoned. */
  const choose = (key: Key | null) => {
    if (shouldClearOnSelect) {
      // React Aria leaves the text to us (value and text are both controlled there): report the
      // choice first, then empty the input whatever the handler did.
      if (key != null) onChange?.(key);
      setInputValue('');
      return;
    }
    shownValue.current = key;
    setValue(key);
    const text = textOf(key);
    if (key != null && text !== undefined) chosen.current = { key, text };
    if (text !== undefined) setInputValue(text);
    // Nothing chosen: the typed text goes too, unless free text is allowed.
    else if (key == null && !allowsCustomValue) setInputValue('');
  };

  /** What the user typed. */
  const type = (text: string) => {
    setInputValue(text);
    if (text === '' && !allowsCustomValue) {
      shownValue.current = null;
      setValue(null);
    }
  };

  return { value, inputValue, choose, type };
}
