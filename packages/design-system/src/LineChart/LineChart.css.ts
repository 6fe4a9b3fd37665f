import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** A series' line. */
export const line = recipe({
  base: {
    fill: 'none',
    strokeWidth: 2,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
  },
  variants: {
    /** `dashed` for projections, targets or the previous period beside the actual one. */
    lineStyle: {
      solid: {},
      dashed: { strokeDasharray: '5 4' },
    },
  },
  defaultVariants: { lineStyle: 'solid' },
});

export type LineChartVariants = NonNullable<RecipeVariants<typeof line>>;

/** The soft fill under a single series. */
export const area = style({ fillOpacity: 0.1, stroke: 'none' });

export const point = recipe({
  base: { strokeWidth: 2, stroke: vars.color.surface },
  variants: {
    isActive: { true: { strokeWidth: 2.5 }, false: {} },
  },
  defaultVariants: { isActive: false },
});
