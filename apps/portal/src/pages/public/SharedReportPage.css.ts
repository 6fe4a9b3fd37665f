import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A report's width in the bare layout, which centres narrow pages. */
export const page = style({
  width: '100%',
  maxWidth: '1280px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const refused = style({
  maxWidth: '560px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
