import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const platformMark = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  fill: 'currentColor',
  verticalAlign: 'middle',
});

export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const detailTerm = style({
  color: vars.color.textSubtle,
});

export const detailValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
