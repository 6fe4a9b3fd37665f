import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** A day's list of items. */
export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const toneColor = createVar();

/** One item in a day: a link or a button, tinted by its tone and marked by a dot. */
export const entry = recipe({
  base: {
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space.xs,
    width: '100%',
    minWidth: 0,
    paddingInline: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.xs,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&::before': {
        content: '""',
        flexShrink: 0,
        width: 6,
        height: 6,
        borderRadius: vars.radius.full,
        backgroundColor: toneColor,
        transform: 'translateY(-1px)',
      },
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
    },
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.neutralSoft,
        vars: { [toneColor]: vars.color.neutral },
      },
      accent: { backgroundColor: vars.color.accentSoft, vars: { [toneColor]: vars.color.accent } },
      info: { backgroundColor: vars.color.infoSoft, vars: { [toneColor]: vars.color.info } },
      positive: {
        backgroundColor: vars.color.positiveSoft,
        vars: { [toneColor]: vars.color.positive },
      },
      warning: {
        backgroundColor: vars.color.warningSoft,
        vars: { [toneColor]: vars.color.warning },
      },
      critical: {
        backgroundColor: vars.color.criticalSoft,
        vars: { [toneColor]: vars.color.critical },
      },
    },
    view: {
      /** One line, cut with an ellipsis. */
      month: { paddingBlock: 1 },
      /** Up to three lines: a week column has room. */
      week: { paddingBlock: vars.space.xxs },
    },
    /** No href and no action: text, not a control. */
    isStatic: {
      true: { cursor: 'default', selectors: { '&[data-hovered]': { textDecoration: 'none' } } },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', view: 'month', isStatic: false },
});

export type CalendarEntryVariants = NonNullable<RecipeVariants<typeof entry>>;

export const entryTitle = recipe({
  base: { minWidth: 0, overflow: 'hidden' },
  variants: {
    view: {
      month: { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
      week: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 3,
        overflowWrap: 'anywhere',
      },
    },
  },
  defaultVariants: { view: 'month' },
});

export const more = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textSubtle,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const emptyDay = style({
  margin: 0,
  paddingInline: vars.space.xs,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A placeholder bar in the shape of an item while items load. Stops under reduced motion. */
export const skeleton = recipe({
  base: {
    height: 18,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surfacePressed,
    animation: `${pulse} calc(${vars.motion.duration.slow} * 8) ease-in-out infinite`,
  },
  variants: {
    // Varied widths, so a loading grid looks like items on their way rather than a broken table.
    width: { long: { width: '90%' }, medium: { width: '75%' }, short: { width: '55%' } },
  },
  defaultVariants: { width: 'long' },
});
