import { style } from '@vanilla-extract/css';

/** Keeps a part's place while it is not there yet: laid out, but neither seen nor reachable. */
export const reservedPlace = style({ visibility: 'hidden' });
