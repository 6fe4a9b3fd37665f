import { responsiveStyle, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// A picture beside its text, as in a table's name cell.
export { nameCell } from '../../features/lists/cells.css.ts';
// A titled section of a page, as every app's pages draw one.
export { section, sectionTitle } from '../../features/page/page.css.ts';

export const subtle = style({
  color: vars.color.textSubtle,
});

/** The week picker: previous, the week's label, next. */
export const weekPicker = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const weekLabel = style({
  minWidth: 140,
  textAlign: 'center',
  fontWeight: vars.font.weight.medium,
});

/** Two columns of cards from lg, one below. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))',
  gap: vars.space.lg,
});

/** A record page's body: its main table, and a side column of cards from lg. */
export const recordBody = style(
  responsiveStyle({
    min: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    lg: { gridTemplateColumns: 'minmax(0, 1fr) 280px', alignItems: 'start' },
  }),
);
