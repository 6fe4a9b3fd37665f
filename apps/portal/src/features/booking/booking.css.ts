import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The conflicting events, one a line: day, event, brand. */
export const conflicts = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const conflict = style({
  display: 'grid',
  gridTemplateColumns: '110px minmax(0, 1fr)',
  gap: vars.space.sm,
});

/** A recorded decision: who and when, then the events they went on past. */
export const decision = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});
