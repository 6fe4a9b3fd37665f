import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// The sign-in pages' column: a heading, a line of help, the form and its links.

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '400px',
});

export const title = style({
  margin: 0,
  outline: 'none',
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.xxl,
  fontWeight: vars.font.weight.semibold,
});

export const submit = style({
  width: '100%',
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textSubtle,
});

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
});

/** A 32 px rounded tile holding an icon: the wordmark's, and the marketing points'. */
export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.lg,
});

export const wordmarkIcon = style([
  iconTile,
  { backgroundColor: vars.color.accent, color: vars.color.onAccent },
]);

/** The wordmark on the accent colour (the legal pages' panel): white, the tile outlined. */
export const wordmarkOnAccent = style({ color: 'inherit' });

export const wordmarkIconOnAccent = style([
  iconTile,
  { border: `1px solid ${vars.color.onAccent}` },
]);
