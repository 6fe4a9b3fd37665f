import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A user's role badges on one line, cut where the column ends. */
export const tags = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
  overflow: 'hidden',
});
