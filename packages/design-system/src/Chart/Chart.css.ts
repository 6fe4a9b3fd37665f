import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The plot's height in px, set per chart from its `height` prop. */
export const plotHeight = createVar();
/** A series' colour, set by `series({ color })` and read by the fill, stroke and swatch classes. */
const seriesColor = createVar();

/** Shared by every chart: the figure around title, legend, table toggle and plot. */
export const chart = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    color: vars.color.text,
  },
  variants: {
    /** `card` stands alone on a page; `plain` sits inside a Card or panel that has its own frame. */
    surface: {
      card: {
        padding: vars.space.md,
        backgroundColor: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
      plain: {},
    },
  },
  defaultVariants: { surface: 'card' },
});

export type ChartVariants = NonNullable<RecipeVariants<typeof chart>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minHeight: vars.control.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginInlineStart: 'auto',
});

export const tableToggle = style({
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentText,
    },
  },
});

export const plot = style({
  position: 'relative',
  width: '100%',
  height: plotHeight,
  minWidth: 0,
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const gridline = style({ stroke: vars.color.border, shapeRendering: 'crispEdges' });

export const baseline = style({ stroke: vars.color.borderStrong, shapeRendering: 'crispEdges' });

export const axisLabel = style({
  fill: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const directLabel = style({
  fill: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

/** A focusable, hoverable mark (a bar, a column of a line chart, a slice). */
export const mark = style({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 2 },
  },
});

/** An invisible hit area covering one category of the plot. */
export const hitArea = style([mark, { fill: 'transparent' }]);

/** The category under the pointer or focus, tinted behind the bars or line. */
export const activeBand = style({ fill: vars.color.surfaceHover });

export const guide = style({ stroke: vars.color.borderStrong, strokeDasharray: '3 3' });

/**
 * The series colours: the palette, chart1 (the accent) first, and the semantic tones, the same
 * solid colours a StatusBadge's dot shows, for series and slices that stand for a status.
 */
export const series = recipe({
  variants: {
    color: {
      chart1: { vars: { [seriesColor]: vars.color.chart1 } },
      chart2: { vars: { [seriesColor]: vars.color.chart2 } },
      chart3: { vars: { [seriesColor]: vars.color.chart3 } },
      chart4: { vars: { [seriesColor]: vars.color.chart4 } },
      chart5: { vars: { [seriesColor]: vars.color.chart5 } },
      chart6: { vars: { [seriesColor]: vars.color.chart6 } },
      positive: { vars: { [seriesColor]: vars.color.positive } },
      warning: { vars: { [seriesColor]: vars.color.warning } },
      critical: { vars: { [seriesColor]: vars.color.critical } },
      info: { vars: { [seriesColor]: vars.color.info } },
      neutral: { vars: { [seriesColor]: vars.color.neutral } },
      accent: { vars: { [seriesColor]: vars.color.accent } },
    },
  },
  defaultVariants: { color: 'chart1' },
});

export type SeriesColor = NonNullable<NonNullable<RecipeVariants<typeof series>>['color']>;

export const seriesFill = style({ fill: seriesColor });
export const seriesStroke = style({ fill: 'none', stroke: seriesColor });
export const seriesSwatch = style({ backgroundColor: seriesColor });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textSubtle,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const legendValue = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const swatch = style({
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: vars.radius.sm,
});

/** The loading, empty and error states, in the plot's place and size. */
export const placeholder = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    height: plotHeight,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    textAlign: 'center',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.background, color: vars.color.textSubtle },
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.criticalText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
