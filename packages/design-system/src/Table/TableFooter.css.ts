import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.control.lg,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const bulkBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
});

export const bulkCount = style({
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

/** The row count, pushed to the end of the footer. */
export const rowCount = style({
  marginInlineStart: 'auto',
  whiteSpace: 'nowrap',
});
