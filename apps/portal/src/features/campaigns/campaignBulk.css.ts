import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The campaigns a confirmation names, one a line. */
export const names = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  paddingInlineStart: vars.space.lg,
});
