import { style } from '@vanilla-extract/css';

/** Stories only: a phone-width box, where the table scrolls sideways. Sprinkles have no widths. */
export const narrowFrame = style({ width: 360, maxWidth: '100%' });

/** Stories only: the phone's width less the frame's padding, as a page's content would be. */
export const phoneWidth = style({ width: 'calc(100vw - 64px)' });

/** Stories only: a wide page's content, wider than the columns ask for. */
export const wideFrame = style({ width: 960 });
