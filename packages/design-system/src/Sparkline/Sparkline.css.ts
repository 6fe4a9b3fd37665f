import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const strokeColor = createVar();

/** A small trend line in a table cell, a Stat or a card header. */
export const sparkline = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    minWidth: 48,
  },
  variants: {
    /** The accent by default; a status colour when the trend itself is the news. */
    tone: {
      accent: { vars: { [strokeColor]: vars.color.chart1 } },
      neutral: { vars: { [strokeColor]: vars.color.neutral } },
      positive: { vars: { [strokeColor]: vars.color.positive } },
      critical: { vars: { [strokeColor]: vars.color.critical } },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export type SparklineVariants = NonNullable<RecipeVariants<typeof sparkline>>;

export const sparklineSvg = style({ display: 'block', overflow: 'visible' });

export const sparklineLine = style({
  fill: 'none',
  stroke: strokeColor,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const sparklineArea = style({ fill: strokeColor, fillOpacity: 0.1 });

export const sparklineDot = style({
  fill: strokeColor,
  stroke: vars.color.surface,
  strokeWidth: 1.5,
});
