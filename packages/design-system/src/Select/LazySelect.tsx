import { useCallback, useRef } from 'react';
import type { Key } from 'react-aria-components/Select';
import { intentLoader, useIntentLoaded } from '../utils/intentLoader.ts';
import type { SelectProps } from './Select.tsx';
import { SelectStandIn } from './SelectStandIn.tsx';

// React Aria's Select, listbox and popover load on the first hover, focus or press.
const selectLoader = intentLoader(() =>
  import('./LazySelectLoaded.tsx').then((module) => module.LazySelectLoaded),
);

/** An option of a LazySelect: an entry of `items` with its id. */
export interface SelectOption {
  id: Key;
}

export interface LazySelectProps<T extends SelectOption>
  extends Omit<SelectProps<T>, 'children' | 'items' | 'description' | 'errorMessage'> {
  /** The options. */
  items: readonly T[];
  /** An option's text, in the list and in the closed Select. */
  optionText: (item: T) => string;
}

/**
 * A Select for places that show on every page, such as a header's picker: a plain button of the
 * same look and name stands in until the first hover, focus or press loads React Aria's Select;
 * a press made before it loads opens it then, with focus on the chosen option.
 */
export function LazySelect<T extends SelectOption>(props: LazySelectProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const isPressed = useRef(false);
  const handoff = useRef<{ readonly isOpen: boolean } | null>(null);
  const noteHandoff = useCallback(() => {
    // A press counts without focus too (Safari does not focus a button it clicks).
    if (isPressed.current || root.current?.contains(document.activeElement)) {
      handoff.current = { isOpen: isPressed.current };
    }
  }, []);
  const [Loaded, load, preload] = useIntentLoaded(selectLoader, noteHandoff);
  if (Loaded !== null) return <Loaded<T> {...props} handoff={handoff.current} />;
  const chosenId = props.value !== undefined ? props.value : props.defaultValue;
  const chosen = props.items.find((item) => item.id === chosenId);
  return (
    <SelectStandIn
      ref={root}
      label={props.label}
      isLabelHidden={props.isLabelHidden}
      valueText={chosen === undefined ? undefined : props.optionText(chosen)}
      placeholder={props.placeholder}
      size={props.size}
      isLoading={props.isLoading}
      loadingText={props.loadingText}
      isDisabled={props.isDisabled}
      onHover={preload}
      onIntent={load}
      onPress={() => {
        isPressed.current = true;
        load();
      }}
      className={typeof props.className === 'string' ? props.className : undefined}
    />
  );
}
