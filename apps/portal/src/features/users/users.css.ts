import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A role's picker with its Remove button beside it. */
export const assigneeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});
