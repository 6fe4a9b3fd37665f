import {
  type KeyboardEvent,
  type Ref,
  type RefCallback,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { Label } from '../Field/Label.tsx';
import { cx } from '../utils/cx.ts';
import { getTextAreaHeight, getTextAreaHeightRange } from './getTextAreaHeight.ts';
import { isSubmitKey } from './isSubmitKey.ts';
import { supportsFieldSizing } from './supportsFieldSizing.ts';
import { sizedByContent, textArea } from './TextArea.css.ts';

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'children' | 'type' | 'pattern' | 'inputMode'>,
    FieldLabelProps {
  /**
   * Hint shown while the field is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Lines shown at rest; the box grows with its content above them. 2 lines are 52 px, 1 line is
   * the 32 px minimum (a one-line composer).
   * @default 2
   */
  minRows?: number;
  /**
   * Lines shown at most before the text scrolls.
   * @default 10
   */
  maxRows?: number;
  /**
   * Called with the text when Enter is pressed; Shift+Enter then inserts a new line, and an Enter
   * that confirms an input method's composition does nothing. Without it Enter inserts a new line.
   * @default undefined
   */
  onSubmit?: (value: string) => void;
  /**
   * The underlying `<textarea>`.
   * @default undefined
   */
  inputRef?: Ref<HTMLTextAreaElement>;
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

function heightRangeStyle(minRows: number, maxRows: number) {
  const { min, max } = getTextAreaHeightRange({ minRows, maxRows });
  return { minHeight: min, maxHeight: max };
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A multi-line text input that grows with its content (spec §9: rests at 52 px, never under
 * 32 px), on React Aria's TextField. With `onSubmit`, Enter submits and Shift+Enter adds a line.
 */
export function TextArea({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  minRows = 2,
  maxRows = 10,
  onSubmit,
  inputRef,
  className,
  ...props
}: TextAreaProps) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const isSizedByBrowser = supportsFieldSizing();

  // Only where the browser does not size the box itself (field-sizing).
  const fitHeight = useCallback(() => {
    const box = element.current;
    if (!box || isSizedByBrowser) return;
    // Empty, the box is its `rows` tall (minRows), from CSS: nothing to measure.
    if (box.value === '') {
      box.style.height = '';
      box.removeAttribute('data-overflowing');
      return;
    }
    // Measure the content at its smallest, then give the box the height the rule allows.
    box.style.height = 'auto';
    const borders = box.offsetHeight - box.clientHeight;
    const { height, isOverflowing } = getTextAreaHeight(box.scrollHeight + borders, {
      minRows,
      maxRows,
    });
    box.style.height = `${height}px`;
    box.toggleAttribute('data-overflowing', isOverflowing);
  }, [minRows, maxRows, isSizedByBrowser]);

  // When a controlled value changes (typing is fitted on input). Not on every render: each fit
  // forces a layout, and a parent's render (a list arriving beside a composer) need not pay it.
  const { value } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value is what needs fitting
  useLayoutEffect(fitHeight, [fitHeight, value]);

  // A narrower box wraps more lines.
  useLayoutEffect(() => {
    const box = element.current;
    if (!box || isSizedByBrowser || typeof ResizeObserver === 'undefined') return;
    // The first observation, after layout, gives the starting width (reading it here would force
    // a layout of the page still being built).
    let width: number | undefined;
    const observer = new ResizeObserver(() => {
      const seen = width;
      width = box.clientWidth;
      if (seen !== undefined && width !== seen) fitHeight();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [fitHeight, isSizedByBrowser]);

  const setRefs: RefCallback<HTMLTextAreaElement> = useCallback(
    (node) => {
      element.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!onSubmit || props.isReadOnly || props.isDisabled) return;
    const { key, shiftKey, nativeEvent } = event;
    if (
      isSubmitKey({
        key,
        shiftKey,
        isComposing: nativeEvent.isComposing,
        keyCode: nativeEvent.keyCode,
      })
    ) {
      event.preventDefault();
      onSubmit(event.currentTarget.value);
    }
  };

  return (
    <RACTextField {...props} className={composeRenderProps(className, (extra) => cx(field, extra))}>
      <Label isRequired={props.isRequired ?? false} isHidden={isLabelHidden ?? false}>
        {label}
      </Label>
      <RACTextArea
        ref={setRefs}
        rows={Math.max(1, minRows)}
        placeholder={placeholder}
        onInput={fitHeight}
        onKeyDown={onKeyDown}
        className={isSizedByBrowser ? cx(textArea, sizedByContent) : textArea}
        {...(isSizedByBrowser && { style: heightRangeStyle(minRows, maxRows) })}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
