import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import { cx } from '../utils/cx.ts';
import { fieldPopover } from './FieldPopover.css.ts';

export interface FieldPopoverProps extends PopoverProps {
  /**
   * The popover element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** The panel a field opens (options, a calendar), placed under it by React Aria. */
export function FieldPopover({
  className,
  placement = 'bottom start',
  offset = 4,
  ...props
}: FieldPopoverProps) {
  return (
    <Popover
      {...props}
      placement={placement}
      offset={offset}
      className={composeRenderProps(className, (extra) => cx(fieldPopover, extra))}
    />
  );
}
