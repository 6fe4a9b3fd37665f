import { useCallback, useRef } from 'react';
import type { Key } from 'react-aria-components/ComboBox';
import { intentLoader, useIntentLoaded } from '../utils/intentLoader.ts';
import type { ComboBoxProps } from './ComboBox.tsx';
import { ComboBoxStandIn } from './ComboBoxStandIn.tsx';
import type { ComboBoxOpenOnMount } from './comboBoxHandoff.ts';
import { getDefaultItemText } from './getComboBoxResults.ts';
import { useControlledState } from './useControlledState.ts';

// React Aria's ComboBox, listbox and popover load on the first hover, focus or press.
const comboBoxLoader = intentLoader(() =>
  import('./LazyComboBoxLoaded.tsx').then((module) => module.LazyComboBoxLoaded),
);

/** What the stand-in was doing when the combobox replaced it: focus, caret, and the list to open. */
export interface ComboBoxHandoff {
  readonly selection: readonly [start: number, end: number];
  readonly open: ComboBoxOpenOnMount;
}

export interface LazyComboBoxProps<T extends { id: Key }>
  extends Omit<ComboBoxProps<T>, 'children' | 'description' | 'errorMessage' | 'ref'> {
  /**
   * An option's label in the list.
   * @default `getItemText`
   */
  optionText?: (item: T) => string;
  /**
   * A line under an option's label.
   * @default undefined
   */
  optionDescription?: (item: T) => string;
}

/**
 * A ComboBox for places a page shows at once but few people use, such as a side pane's "Add a
 * follower": a plain field of the same look and name stands in until the first hover, focus or
 * press loads React Aria's ComboBox, which takes over the typed text, the caret and focus, and
 * opens its list if the stand-in was typed into or its button pressed.
 */
export function LazyComboBox<T extends { id: Key }>({
  inputValue: inputValueProp,
  defaultInputValue,
  onInputChange,
  ...props
}: LazyComboBoxProps<T>) {
  // The text lives here, so what was typed into the stand-in is the combobox's text once loaded.
  const [text, setText] = useControlledState(
    inputValueProp,
    defaultInputValue ?? chosenText(props) ?? '',
    onInputChange,
  );
  const root = useRef<HTMLDivElement>(null);
  const hasTyped = useRef(false);
  const isButtonPressed = useRef(false);
  const handoff = useRef<ComboBoxHandoff | null>(null);
  const noteHandoff = useCallback(() => {
    const input = root.current?.querySelector('input');
    const end = input?.value.length ?? 0;
    if (isButtonPressed.current) {
      handoff.current = { selection: [end, end], open: 'manual' };
    } else if (input != null && document.activeElement === input) {
      handoff.current = {
        selection: [input.selectionStart ?? end, input.selectionEnd ?? end],
        open: hasTyped.current ? 'input' : null,
      };
    }
  }, []);
  const [Loaded, load, preload] = useIntentLoaded(comboBoxLoader, noteHandoff);

  if (Loaded !== null)
    return (
      <Loaded<T> {...props} inputValue={text} onInputChange={setText} handoff={handoff.current} />
    );
  return (
    <ComboBoxStandIn
      ref={root}
      label={props.label}
      isLabelHidden={props.isLabelHidden}
      isRequired={props.isRequired}
      text={text}
      onTextChange={(typed) => {
        hasTyped.current = true;
        setText(typed);
      }}
      placeholder={props.placeholder}
      size={props.size}
      isLoading={props.isLoading}
      loadingText={props.loadingText}
      isDisabled={props.isDisabled}
      onHover={preload}
      onIntent={load}
      onButtonPress={() => {
        isButtonPressed.current = true;
        load();
      }}
      className={typeof props.className === 'string' ? props.className : undefined}
    />
  );
}

/** The text of the chosen item, which a ComboBox shows when no text is given. */
function chosenText<T extends { id: Key }>({
  items,
  value,
  defaultValue,
  getItemText = getDefaultItemText,
  shouldClearOnSelect,
}: Omit<LazyComboBoxProps<T>, 'inputValue' | 'defaultInputValue' | 'onInputChange'>) {
  const chosen = shouldClearOnSelect ? null : (value ?? defaultValue ?? null);
  if (chosen === null) return undefined;
  for (const item of items) if (item.id === chosen) return getItemText(item);
  return undefined;
}
