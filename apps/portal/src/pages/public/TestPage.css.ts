import { style } from '@vanilla-extract/css';

/** The page's width in the bare layout's centred column. */
export const page = style({
  width: '100%',
  maxWidth: '720px',
});
