import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** Above a table, at its end: the export action, then its progress or failure in its place. */
export const exportBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minHeight: vars.control.sm,
});
