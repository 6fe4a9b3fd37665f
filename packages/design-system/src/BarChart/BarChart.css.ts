import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** One bar (BarChart), or one part of a stack (StackedBarChart). */
export const bar = recipe({
  base: {
    transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  },
  variants: {
    /** Bars of the other categories while one is hovered or focused. */
    isDimmed: { true: { opacity: 0.55 }, false: {} },
  },
  defaultVariants: { isDimmed: false },
});

export type BarChartVariants = NonNullable<RecipeVariants<typeof bar>>;
