import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const shiftX = createVar();
const shiftY = createVar();

const enter = keyframes({
  from: {
    opacity: 0,
    transform: `translate(${fallbackVar(shiftX, '0px')}, ${fallbackVar(shiftY, '0px')})`,
  },
});
const exit = keyframes({ to: { opacity: 0 } });

/** A short label on the inverse surface (text colour as background), next to its trigger. */
export const tooltip = recipe({
  base: {
    boxSizing: 'border-box',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.text,
    color: vars.color.surface,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.xs,
    fontWeight: vars.font.weight.medium,
    boxShadow: vars.shadow.overlay,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-placement="top"]': { vars: { [shiftY]: '4px' } },
      '&[data-placement="bottom"]': { vars: { [shiftY]: '-4px' } },
      '&[data-placement="left"]': { vars: { [shiftX]: '4px' } },
      '&[data-placement="right"]': { vars: { [shiftX]: '-4px' } },
      '&[data-entering]': {
        animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
      },
      '&[data-exiting]': {
        animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
    },
  },
  variants: {
    /** `sm` for a word or two, `md` wraps a sentence at 280 px. */
    size: {
      sm: { maxWidth: 200 },
      md: { maxWidth: 280 },
    },
  },
  defaultVariants: { size: 'sm' },
});

export type TooltipVariants = NonNullable<RecipeVariants<typeof tooltip>>;

/** The arrow, drawn pointing down and turned by React Aria's `data-placement`. */
export const tooltipArrow = style({
  display: 'block',
  width: 8,
  height: 8,
  fill: vars.color.text,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
