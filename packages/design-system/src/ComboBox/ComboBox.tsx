import { ChevronDown } from 'lucide-react';
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  Button,
  ComboBoxStateContext,
  Input,
  type Key,
  ListBox,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  useFilter,
} from 'react-aria-components/ComboBox';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Group } from 'react-aria-components/Group';
import {
  type FieldVariants,
  field,
  fieldBox,
  fieldButton,
  innerInput,
} from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { listBox, listBoxFooter, listBoxMessage } from '../Field/FieldPopover.css.ts';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { Label } from '../Field/Label.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import { ComboBoxItem } from './ComboBoxItem.tsx';
import { ComboBoxOpenOnMountContext } from './comboBoxHandoff.ts';
import {
  COMBO_BOX_DEFAULT_LIMIT,
  describeLimit,
  getComboBoxResults,
  getDefaultItemText,
} from './getComboBoxResults.ts';
import { useComboBoxValue } from './useComboBoxValue.ts';

export interface ComboBoxProps<T extends { id: Key }>
  extends Omit<
      RACComboBoxProps<T, 'single'>,
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'defaultFilter'
    >,
    FieldLabelProps,
    FieldVariants {
  /**
   * Every option, or the latest results of a search (then set `filter={false}`). Each needs an
   * `id`, the value the ComboBox reports.
   */
  items: Iterable<T>;
  /**
   * Renders one `ComboBoxItem` per shown item, e.g. with an avatar or a description.
   * @default a ComboBoxItem with the item's text
   */
  children?: (item: T) => ReactNode;
  /**
   * The text of an item: shown in the input once chosen, and matched against what is typed.
   * @default the item's `label`, else its `name`
   */
  getItemText?: (item: T) => string;
  /**
   * The most results shown at once (spec §9: 10); a note under the list says how many matched.
   * `Infinity` shows them all.
   * @default 10
   */
  limit?: number;
  /**
   * How typed text matches an item's text, or `false` when `items` already are the results (a
   * server search driven by `onInputChange`).
   * @default a case- and accent-insensitive "contains"
   */
  filter?: ((text: string, query: string) => boolean) | false;
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: FieldVariants['size'];
  /**
   * Hint shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shows a spinner in the field, and a loading message in an empty list, while results load.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the list says while loading, and the spinner to screen readers.
   * @default 'Loading results'
   */
  loadingText?: string;
  /**
   * What the list says when nothing matches.
   * @default 'No results'
   */
  emptyText?: string;
  /**
   * A picker that adds each choice elsewhere (a tag, a follower): after a choice `onChange`
   * reports it, the input empties and the list closes, ready for the next search, and nothing
   * stays chosen (`value` and `defaultValue` are not used).
   * @default false
   */
  shouldClearOnSelect?: boolean;
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text input that filters a list of options as the user types, on React Aria's ComboBox. It
 * shows at most `limit` (10) results, with a note when more matched.
 */
export function ComboBox<T extends { id: Key }>({
  label,
  isLabelHidden,
  description,
  errorMessage,
  items,
  children,
  getItemText = getDefaultItemText,
  limit = COMBO_BOX_DEFAULT_LIMIT,
  filter,
  size,
  placeholder,
  isLoading = false,
  loadingText = 'Loading results',
  emptyText = 'No results',
  value: valueProp,
  defaultValue,
  onChange,
  inputValue: inputValueProp,
  defaultInputValue,
  onInputChange,
  onOpenChange,
  shouldClearOnSelect = false,
  className,
  ...props
}: ComboBoxProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  // The value and the text are both held here, so the list can be filtered and cut before React
  // Aria sees it (it filters only lists it owns, and never cuts them).
  const { value, inputValue, choose, type } = useComboBoxValue({
    items,
    getItemText,
    value: valueProp,
    defaultValue,
    onChange,
    inputValue: inputValueProp,
    defaultInputValue,
    onInputChange,
    allowsCustomValue: props.allowsCustomValue ?? false,
    shouldClearOnSelect,
  });
  // React Aria's state, to close the list once a choice has cleared the input.
  const state = useRef<{ close: () => void } | null>(null);
  // Opened with the button or the arrow keys: show the first results whatever the text says.
  const [showAll, setShowAll] = useState(false);

  const results = getComboBoxResults(items, {
    query: showAll ? '' : inputValue,
    getText: getItemText,
    filter: filter === false ? null : (filter ?? contains),
    limit,
  });
  const note = describeLimit(results);

  return (
    <RACComboBox
      allowsEmptyCollection
      {...props}
      items={results.items}
      value={value}
      onChange={(key) => {
        setShowAll(false);
        choose(key);
        if (shouldClearOnSelect && key != null) state.current?.close();
      }}
      inputValue={inputValue}
      onInputChange={(text) => {
        setShowAll(false);
        type(text);
      }}
      onOpenChange={(isOpen, trigger) => {
        setShowAll(isOpen && (trigger === 'manual' || trigger === 'focus'));
        onOpenChange?.(isOpen, trigger);
      }}
      className={composeRenderProps(className, (extra) => cx(field, extra))}
    >
      <StateRef into={state} />
      <Label isRequired={props.isRequired ?? false} isHidden={isLabelHidden ?? false}>
        {label}
      </Label>
      <Group className={fieldBox({ size })}>
        <Input {...(placeholder === undefined ? {} : { placeholder })} className={innerInput} />
        {isLoading && <Spinner size="sm" tone="neutral" label={loadingText} />}
        <Button className={fieldButton}>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <ListBox<T>
          className={listBox}
          renderEmptyState={() => (
            <div className={listBoxMessage}>{isLoading ? `${loadingText}…` : emptyText}</div>
          )}
        >
          {children ?? ((item) => <ComboBoxItem>{getItemText(item)}</ComboBoxItem>)}
        </ListBox>
        {note && <div className={listBoxFooter}>{note}</div>}
      </FieldPopover>
    </RACComboBox>
  );
}

/**
 * Keeps React Aria's ComboBox state where the wrapper's handlers can reach it, and opens the list
 * on mount when a LazyComboBox's stand-in was typed into or its button pressed.
 */
function StateRef({ into }: { into: RefObject<{ close: () => void } | null> }) {
  const state = useContext(ComboBoxStateContext);
  const openOnMount = useRef(useContext(ComboBoxOpenOnMountContext));
  useEffect(() => {
    into.current = state;
  });
  useEffect(() => {
    const trigger = openOnMount.current;
    openOnMount.current = null;
    if (trigger !== null) state?.open(null, trigger);
  }, [state]);
  return null;
}
