import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  OverlayArrow,
  type Placement,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components/Popover';
import { vars } from '../theme/vars.css.ts';
import { cx } from '../utils/cx.ts';
import { type PopoverVariants, popover, popoverArrow, popoverContent } from './Popover.css.ts';

export interface PopoverProps extends RACPopoverProps, PopoverVariants {
  /**
   * Inner padding: `none` for menus, lists and a `Dialog` (which pads itself: give it
   * `padding="md"`), `sm` for compact lists, `md` for plain content such as a hover preview.
   * @default 'md'
   */
  padding?: PopoverVariants['padding'];
  /**
   * Width: `auto` fits the content (never narrower than the trigger); sm 240 px, md 320 px,
   * lg 400 px.
   * @default 'auto'
   */
  width?: PopoverVariants['width'];
  /**
   * Draws an arrow pointing at the trigger.
   * @default false
   */
  showArrow?: boolean;
  /**
   * Where it opens relative to the trigger; flips when there is no room.
   * @default 'bottom'
   */
  placement?: Placement;
  /**
   * Distance from the trigger, in px.
   * @default 4, or 10 with an arrow
   */
  offset?: number;
  /**
   * The popover element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A floating surface anchored to a trigger, on React Aria's Popover: it closes on Escape and on a
 * click outside, and gives focus back to its trigger. Put it in a `PopoverTrigger` with a `Dialog`
 * inside, or let `MenuTrigger` and the pickers place it for you.
 */
export function Popover({
  padding,
  width,
  showArrow = false,
  offset,
  className,
  style,
  children,
  ref,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      {...props}
      ref={ref}
      offset={offset ?? (showArrow ? 10 : 4)}
      // React Aria positions popovers with an inline z-index; keep them on the theme's layer.
      style={composeRenderProps(style, (extra) => ({ zIndex: vars.zIndex.popover, ...extra }))}
      className={composeRenderProps(className, (extra) => cx(popover({ padding, width }), extra))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <OverlayArrow>
              <svg className={popoverArrow} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          <div className={popoverContent}>{content}</div>
        </>
      ))}
    </RACPopover>
  );
}
