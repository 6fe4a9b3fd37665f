import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The brand and month side by side, wrapping on narrow screens. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 240px' });

/** The chosen events' count and total under the table. */
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const error = style({
  margin: 0,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
});
