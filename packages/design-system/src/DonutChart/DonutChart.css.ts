import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The donut and its legend (with each slice's figures, its direct labels). */
export const donutLayout = recipe({
  base: {
    display: 'flex',
    gap: vars.space.lg,
    height: '100%',
  },
  variants: {
    /** `side` beside the donut; `below` under it, for narrow containers. */
    legendPosition: {
      side: { flexDirection: 'row', alignItems: 'center' },
      below: { flexDirection: 'column', alignItems: 'center', gap: vars.space.sm },
    },
  },
  defaultVariants: { legendPosition: 'side' },
});

export type DonutChartVariants = NonNullable<RecipeVariants<typeof donutLayout>>;

/** The donut itself: the tooltip is placed against it. */
export const donutFigure = style({ position: 'relative', flexShrink: 0 });

export const donutLegend = style({
  flexDirection: 'column',
  flexWrap: 'nowrap',
  minWidth: 0,
});

export const slice = style({
  stroke: vars.color.surface,
  strokeWidth: 1,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-dimmed]': { opacity: 0.55 },
    // Restated: this rule comes after the shared mark style and would hide its focus ring.
    '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 2 },
  },
});

export const centreValue = style({
  fill: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const centreLabel = style({
  fill: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
});
