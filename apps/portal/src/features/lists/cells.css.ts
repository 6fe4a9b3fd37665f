import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A logo and a name in a table cell (RecordName), or any picture beside its text. */
export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The name, cut with an ellipsis when the column is narrow. */
export const nameText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A small mark (a channel's platform) before a name, in the line of text. */
export const markedName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
