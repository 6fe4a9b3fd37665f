import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The editable segments (month, day, year) inside the field box. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const dateSegment = style({
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textSubtle },
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.onAccent },
    '&[data-disabled], &[data-disabled][data-placeholder]': { color: vars.color.textDisabled },
  },
});

/** Pushes the calendar button to the end of the box. */
export const dateSpacer = style({ flex: 1 });

/** The "–" between the start and the end of a range. */
export const rangeDash = style({
  paddingInline: vars.space.xs,
  color: vars.color.textSubtle,
});

export const calendarDialog = style({ outline: 'none' });
