import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A picture beside its text. Kept for the agency area's AgencyRecord until it is AvatarName. */
export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** A small mark (a channel's platform) before a name, in the line of text. */
export const markedName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
