import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// The brand reports' own parts; their headers, sections and figures are features/page's.

/** The period control: the period's Select, and the month switcher beside it. */
export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** Charts side by side where there is room. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const note = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
});
