import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A small mark (a channel's platform) before a name, in the line of text. */
export const markedName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
