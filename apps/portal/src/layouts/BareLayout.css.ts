import { media, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// A page's title and its quieter text, as every page draws them.
export { subtle, title } from '../features/page/page.css.ts';

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
    [media.md]: { padding: `${vars.space.xxxl} ${vars.space.xl}` },
  },
});

/** The one message of an error or not-found page, centred. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '480px',
  marginBlock: 'auto',
  textAlign: 'center',
});

export const messageIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});
