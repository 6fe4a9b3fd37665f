/** The parts of a keydown event that decide whether Enter submits. */
export interface SubmitKeyEvent {
  key: string;
  shiftKey: boolean;
  /** True while an input method (Japanese, Chinese, Korean...) is composing text. */
  isComposing?: boolean;
  /** 229 while an input method handles the key; Safari reports it on the Enter that ends composing. */
  keyCode?: number;
}

/**
 * Whether a keydown in a text area submits: Enter does, Shift+Enter inserts a new line, and an
 * Enter that confirms an input method's composition does neither.
 */
export function isSubmitKey({ key, shiftKey, isComposing = false, keyCode }: SubmitKeyEvent) {
  return key === 'Enter' && !shiftKey && !isComposing && keyCode !== 229;
}

/**
 * A text area's keydown when Enter submits: calls `onSubmit` with the text, instead of a new line,
 * when the key submits (isSubmitKey).
 */
export function submitOnEnter(
  event: {
    readonly key: string;
    readonly shiftKey: boolean;
    readonly nativeEvent: { readonly isComposing: boolean; readonly keyCode: number };
    readonly currentTarget: { readonly value: string };
    preventDefault(): void;
  },
  onSubmit: (value: string) => void,
): void {
  const { key, shiftKey, nativeEvent } = event;
  if (
    !isSubmitKey({
      key,
      shiftKey,
      isComposing: nativeEvent.isComposing,
      keyCode: nativeEvent.keyCode,
    })
  )
    return;
  event.preventDefault();
  onSubmit(event.currentTarget.value);
}
