import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import type { Placement } from 'react-aria-components/Popover';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components/Tooltip';
import { vars } from '../theme/vars.css.ts';
import { cx } from '../utils/cx.ts';
import { type TooltipVariants, tooltip, tooltipArrow } from './Tooltip.css.ts';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * How long the pointer must rest on the trigger before the tooltip shows, in ms. Keyboard focus
   * shows it at once; once one tooltip is open, the next shows at once too.
   * @default 600
   */
  delay?: number;
  /**
   * How long it stays after the pointer leaves, in ms.
   * @default 200
   */
  closeDelay?: number;
  /** The trigger (a `Button`, `IconButton`, `Link`, or `Focusable` child) followed by a `Tooltip`. */
  children: ReactNode;
}

/**
 * Shows a `Tooltip` when its trigger is hovered or focused from the keyboard, on React Aria's
 * TooltipTrigger; Escape hides it. The tooltip describes the trigger (`aria-describedby`), it
 * never names it: an IconButton still needs its `label`.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'>, TooltipVariants {
  /**
   * `sm` (200 px) for a word or two, `md` (280 px) for a sentence.
   * @default 'sm'
   */
  size?: TooltipVariants['size'];
  /**
   * Where it shows relative to the trigger; flips when there is no room.
   * @default 'top'
   */
  placement?: Placement;
  /**
   * Distance from the trigger, in px.
   * @default 8
   */
  offset?: number;
  /** The text: plain and short, never interactive (use a hover `PopoverTrigger` for that). */
  children: ReactNode;
  /**
   * The tooltip element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** A short text label for its trigger, on React Aria's Tooltip, with an arrow. */
export function Tooltip({ size, offset = 8, className, style, children, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      // React Aria positions tooltips with an inline z-index; keep them on the theme's layer.
      style={composeRenderProps(style, (extra) => ({ zIndex: vars.zIndex.tooltip, ...extra }))}
      className={composeRenderProps(className, (extra) => cx(tooltip({ size }), extra))}
    >
      <OverlayArrow>
        <svg className={tooltipArrow} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}
