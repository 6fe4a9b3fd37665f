import { media, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// Two panels side by side from lg; below it they stack, the sign-in slot first.

export const landing = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(440px, 5fr) 7fr' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [media.sm]: { padding: `${vars.space.xxl} ${vars.space.xxxl}` },
  },
});

export const slot = style({
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
});
