import type { ReactNode } from 'react';
import { DialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';
import { PreviewTrigger } from 'react-aria-components/PreviewTrigger';

/** How a popover opens: `press` on click, Enter or Space; `hover` on hover or keyboard focus. */
export type PopoverOpenOn = 'press' | 'hover';

export interface PopoverTriggerProps extends DialogTriggerProps {
  /**
   * What opens it. `press` (click, Enter, Space) suits popovers with controls in them; put a
   * `Dialog` inside the `Popover`. `hover` opens after `delay` when the pointer rests on the
   * trigger or when the trigger gets keyboard focus, stays open while the pointer moves onto it,
   * lets Tab move into it and Escape close it (React Aria's PreviewTrigger): for previews of a
   * link's target. The popover is then the dialog itself: give it an `aria-label`. Never put the
   * only way to do something behind a hover popover.
   * @default 'press'
   */
  openOn?: PopoverOpenOn;
  /**
   * `hover` only: how long the pointer or focus must rest on the trigger before it opens, in ms.
   * @default 300
   */
  delay?: number;
  /**
   * `hover` only: how long it stays open after the pointer and focus leave, in ms.
   * @default 200
   */
  closeDelay?: number;
  /**
   * `hover` only: turns the hover and focus behaviour off.
   * @default false
   */
  isDisabled?: boolean;
  /** The trigger (a `Button`, `IconButton` or `Link`) followed by the `Popover`. */
  children: ReactNode;
}

/**
 * Opens a `Popover` from a trigger, on a press (React Aria's DialogTrigger) or on hover and
 * keyboard focus (React Aria's PreviewTrigger).
 */
export function PopoverTrigger({
  openOn = 'press',
  delay = 300,
  closeDelay = 200,
  isDisabled,
  ...props
}: PopoverTriggerProps) {
  if (openOn === 'hover') {
    return (
      <PreviewTrigger
        {...props}
        delay={delay}
        closeDelay={closeDelay}
        {...(isDisabled !== undefined && { isDisabled })}
      />
    );
  }
  return <DialogTrigger {...props} />;
}
