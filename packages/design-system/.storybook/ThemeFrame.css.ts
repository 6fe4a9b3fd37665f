import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/vars.css.ts';

/** The element every screenshot captures: just the story, padded, on the theme's background. */
export const frame = style({
  display: 'inline-flex',
  flexDirection: 'column',
  minWidth: 0,
  verticalAlign: 'top',
});

export const fullWidth = style({ display: 'flex', width: '100%' });

export const panel = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const panelCaption = style({
  display: 'block',
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
});
