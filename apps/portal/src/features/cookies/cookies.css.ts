import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// Sticky, not fixed: it stays in view at the bottom while the page scrolls, yet takes its own
// space at the end of the page, so it never covers the last of the content.
export const cookieNotice = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.overlay,
});

export const privacyLink = style({ marginInlineStart: vars.space.xs });
