import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  width: 'fit-content',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const calendarGrid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const calendarHeaderCell = style({
  width: 32,
  height: 24,
  padding: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSubtle,
  textAlign: 'center',
});

/** A day. React Aria's states arrive as data attributes; ranges paint their middle days soft. */
export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-today]': {
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'underline',
      textUnderlineOffset: 3,
    },
    '&[data-selected]': { backgroundColor: vars.color.accentSoft, borderRadius: 0 },
    '&[data-selected][data-selection-start]': {
      borderStartStartRadius: vars.radius.sm,
      borderEndStartRadius: vars.radius.sm,
    },
    '&[data-selected][data-selection-end]': {
      borderStartEndRadius: vars.radius.sm,
      borderEndEndRadius: vars.radius.sm,
    },
    // A single date, or either end of a range: solid accent.
    '[data-calendar="single"] &[data-selected], &[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
      borderRadius: vars.radius.sm,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
    '&[data-focus-visible][data-selected]': { outlineColor: vars.color.text },
    '&[data-unavailable]': { color: vars.color.textDisabled, textDecoration: 'line-through' },
    '&[data-disabled]': {
      color: vars.color.textDisabled,
      backgroundColor: 'transparent',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.criticalSoft,
      color: vars.color.criticalText,
    },
    '&[data-invalid][data-selection-start], &[data-invalid][data-selection-end]': {
      backgroundColor: vars.color.critical,
      color: vars.color.onCritical,
    },
  },
});
