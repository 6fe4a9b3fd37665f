import { media, text, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';
import { wordmarkIconOnAccent } from './auth.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  '@media': {
    [media.lg]: { padding: `${vars.space.xxxl} 64px` },
  },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const headline = style({
  margin: 0,
  maxWidth: '18em',
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.xxl,
  fontWeight: vars.font.weight.semibold,
  '@media': {
    [media.lg]: { fontSize: vars.font.size.xxxl, lineHeight: vars.font.lineHeight.xxxl },
  },
});

export const lead = style({
  margin: 0,
  maxWidth: '36em',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
});

export const points = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '36em',
});

export const point = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const pointIcon = style([wordmarkIconOnAccent, { gridRow: 'span 2' }]);

export const pointTitle = text({ size: 'md', weight: 'semibold' });

export const pointBody = style({
  margin: 0,
});
