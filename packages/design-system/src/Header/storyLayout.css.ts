import { style } from '@vanilla-extract/css';

/** A narrow screen's width, so a long title has to give way. */
export const narrowHeader = style({ width: 640 });
