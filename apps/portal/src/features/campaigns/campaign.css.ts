import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The end date's picker with its Save beside it, on the picker's baseline. */
export const endDate = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** The campaign's editable properties, two to a row where there is room. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The campaign's facts under its title: who, where, and where it stands. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A list of the campaign's events: day, title, rate. */
export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const eventRow = style({
  display: 'grid',
  gridTemplateColumns: '150px minmax(0, 1fr) auto',
  gap: vars.space.md,
});

export const figure = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });

/** The conversation's pane inside the drawer: tall enough to read a few messages. */
export const conversation = style({ height: 420 });
