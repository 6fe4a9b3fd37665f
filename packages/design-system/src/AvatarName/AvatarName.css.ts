import { style } from '@vanilla-extract/css';

/** The name keeps to one line in a table cell, cut with an ellipsis. */
export const avatarNameText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
