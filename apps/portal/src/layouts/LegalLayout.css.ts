import { media, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The branded panel the legal modal floats over. */
export const backdrop = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  minHeight: '100vh',
  padding: vars.space.xl,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  '@media': {
    [media.lg]: { padding: vars.space.xxxl },
  },
});

export const tagline = style({
  margin: 0,
  maxWidth: '24em',
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
});
