import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/vars.css.ts';

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th`, { textAlign: 'left', paddingRight: vars.space.lg });

/** A theme's cell: its own background and text, so each value is seen where it applies. */
export const themeCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
});

export const value = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
  wordBreak: 'break-word',
});

export const swatch = style({
  flexShrink: 0,
  width: 40,
  height: 32,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const bar = style({
  flexShrink: 0,
  height: 12,
  minWidth: 1,
  backgroundColor: vars.color.accent,
  borderRadius: vars.radius.sm,
});

export const box = style({
  flexShrink: 0,
  width: 64,
  height: 40,
  backgroundColor: vars.color.accentSoft,
  border: `1px solid ${vars.color.accent}`,
});

export const floating = style({
  flexShrink: 0,
  width: 96,
  height: 48,
  margin: vars.space.md,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const control = style({
  flexShrink: 0,
  width: 96,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.xs,
});

export const sample = style({ color: vars.color.text, whiteSpace: 'nowrap' });
