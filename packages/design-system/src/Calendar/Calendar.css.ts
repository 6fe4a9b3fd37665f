import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The calendar card: toolbar above the grid. */
export const calendar = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 560,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
  },
  variants: {
    /** The month grid, or one week as seven tall columns. */
    view: {
      month: {},
      week: {},
    },
  },
  defaultVariants: { view: 'month' },
});

export type CalendarVariants = NonNullable<RecipeVariants<typeof calendar>>;

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const navigation = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const periodLabel = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const toolbarEnd = style({ marginInlineStart: 'auto' });

export const viewSwitch = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceHover,
});

export const viewOption = style({
  height: 24,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textSubtle,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: `0 0 0 1px ${vars.color.border}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  selectors: {
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const columnHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const weekHeaderDay = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** One day of the grid; the focused one carries the grid's single tab stop. */
export const day = recipe({
  base: {
    verticalAlign: 'top',
    padding: vars.space.xxs,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    borderBottom: `1px solid ${vars.color.border}`,
    outline: 'none',
    selectors: {
      '&:last-child': { borderInlineEnd: 'none' },
      'tr:last-child > &': { borderBottom: 'none' },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
        borderRadius: vars.radius.sm,
      },
      // Days of the neighbouring months that complete the first and last week.
      '&[data-outside-month]': { backgroundColor: vars.color.background },
    },
  },
  variants: {
    view: {
      month: { height: 112 },
      week: { height: 360 },
    },
  },
  defaultVariants: { view: 'month' },
});

export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 22,
  height: 22,
  marginBottom: vars.space.xxs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: {
    '[data-outside-month] > &': { color: vars.color.textSubtle },
    '[data-today] > &, [data-today] &': {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});
