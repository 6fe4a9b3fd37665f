import { style } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 180px)',
  gap: vars.space.sm,
});

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const chip = style({
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const spaceBar = style({
  height: 12,
  backgroundColor: vars.color.accent,
  borderRadius: vars.radius.sm,
});

export const shadowCard = style({
  width: 120,
  height: 64,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.xs,
});
