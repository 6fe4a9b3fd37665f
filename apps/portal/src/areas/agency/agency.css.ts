import { responsiveStyle, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The week's label between the week picker's arrows, as wide for every week. */
export const weekLabel = style({
  minWidth: 140,
  textAlign: 'center',
  fontWeight: vars.font.weight.medium,
});

/** A record page's body: its main table, and a side column of cards from lg. */
export const recordBody = style(
  responsiveStyle({
    min: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    lg: { gridTemplateColumns: 'minmax(0, 1fr) 280px', alignItems: 'start' },
  }),
);

/** A record's form in a card or a dialog: no wider than it reads well. */
export const formWidth = style({ maxWidth: 560 });

/** The production board's weighted forecast line, figures in tabular digits. */
export const forecast = style({
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
  minHeight: 24,
});
