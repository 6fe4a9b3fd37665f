import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The Event cell: the title first, its badges after it, the title cut short before them. */
export const titleCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
