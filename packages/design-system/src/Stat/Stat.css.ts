import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const stat = recipe({
  base: { display: 'grid', gap: vars.space.xxs, minWidth: 0, alignContent: 'start' },
  variants: {
    size: {
      /** In a row of several (a dashboard header). */
      md: {},
      /** The one headline figure of a card. */
      lg: { gap: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type StatVariants = NonNullable<RecipeVariants<typeof stat>>;

export const statLabel = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const statValue = recipe({
  base: {
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      md: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.xl },
      lg: { fontSize: vars.font.size.xxxl, lineHeight: vars.font.lineHeight.xxxl },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The figure's skeleton sits in the figure's line, so a loading stat is as tall as a loaded one. */
export const statValueSkeleton = style({ display: 'inline-block', verticalAlign: 'middle' });

/** The change: coloured by whether it is good news, and always carrying an arrow and words. */
export const statChange = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      positive: { color: vars.color.positiveText },
      critical: { color: vars.color.criticalText },
      neutral: { color: vars.color.textSubtle },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatChangeVariants = NonNullable<RecipeVariants<typeof statChange>>;

export const statChangeRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
});

export const statChangeContext = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

globalStyle(`${statChangeRow} svg`, { width: 14, height: 14, flexShrink: 0 });
