import { vars } from '@airtime/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

const label = style({
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

// Wide enough for the longest month so the arrows stay put while stepping.
export const monthLabel = styleVariants({
  long: [label, { minWidth: '7.5em' }],
  numeric: [label, { minWidth: '4em' }],
});
