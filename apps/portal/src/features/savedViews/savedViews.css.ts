import { style } from '@vanilla-extract/css';

/** The Views menu: wide enough for a view's name and its marks. */
export const menu = style({ minWidth: 240, maxWidth: 360 });
