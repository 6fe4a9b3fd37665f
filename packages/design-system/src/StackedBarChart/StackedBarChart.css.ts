import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** One part of a stack (the bar's dimming comes from BarChart's `bar` recipe). */
export const segment = recipe({
  variants: {
    /** A hairline in the surface colour between parts, so neighbours never blur together. */
    segmentGap: {
      hairline: { stroke: vars.color.surface, strokeWidth: 1 },
      none: {},
    },
  },
  defaultVariants: { segmentGap: 'hairline' },
});

export type StackedBarChartVariants = NonNullable<RecipeVariants<typeof segment>>;
