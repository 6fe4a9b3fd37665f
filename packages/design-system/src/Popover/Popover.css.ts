import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const shift = createVar();
const contentPadding = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${fallbackVar(shift, '0px')}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

const exit = keyframes({ to: { opacity: 0 } });

/**
 * The floating surface shared by popovers and menus (and any overlay anchored to a trigger).
 * React Aria sets `data-placement`, `data-entering` and `data-exiting`.
 */
export const popover = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 'var(--trigger-width)',
    maxWidth: `calc(100vw - ${vars.space.lg} * 2)`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
    outline: 'none',
    selectors: {
      // Enters from the side of its trigger: a few pixels of travel, then settles.
      '&[data-placement="bottom"]': { vars: { [shift]: '-4px' } },
      '&[data-placement="top"]': { vars: { [shift]: '4px' } },
      '&[data-entering]': {
        animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.out}`,
      },
      '&[data-exiting]': {
        animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
    },
  },
  variants: {
    /** Inner padding: `none` for menus and lists that pad their own rows, `md` for content. */
    padding: {
      none: { vars: { [contentPadding]: '0' } },
      sm: { vars: { [contentPadding]: vars.space.xs } },
      md: { vars: { [contentPadding]: vars.space.md } },
    },
    /** Width: `auto` fits the content (at least the trigger's width), the others cap it. */
    width: {
      auto: {},
      sm: { width: 240 },
      md: { width: 320 },
      lg: { width: 400 },
    },
  },
  defaultVariants: { padding: 'md', width: 'auto' },
});

export type PopoverVariants = NonNullable<RecipeVariants<typeof popover>>;

/**
 * The scrolling box inside the surface: the surface itself must not clip, or the arrow (drawn
 * outside it) would disappear. React Aria's max-height is inherited, so long content scrolls here.
 */
export const popoverContent = style({
  boxSizing: 'border-box',
  maxHeight: 'inherit',
  minHeight: 0,
  overflow: 'auto',
  padding: contentPadding,
  borderRadius: 'inherit',
});

/** The arrow: drawn pointing down, turned by React Aria's `data-placement` on the popover. */
export const popoverArrow = style({
  display: 'block',
  width: 12,
  height: 12,
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
