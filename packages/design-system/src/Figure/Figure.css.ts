import { style } from '@vanilla-extract/css';

/** Figures use tabular digits so columns of numbers line up. */
export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
