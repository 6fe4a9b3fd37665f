import { style } from '@vanilla-extract/css';

/** Stories only: a phone-width box, where the table scrolls sideways. Sprinkles have no widths. */
export const narrowFrame = style({ width: 360, maxWidth: '100%' });
