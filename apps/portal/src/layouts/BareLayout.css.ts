import { media, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const bare = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
});

export const header = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const home = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const main = style({
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {
    // 24 px under the header: a page's content starts within 160 px of the top (page anatomy).
    [media.md]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` },
  },
});
