import { style } from '@vanilla-extract/css';

/** Figures in tabular digits, so values of a column of fields line up. */
export const numberInput = style({ fontVariantNumeric: 'tabular-nums' });
