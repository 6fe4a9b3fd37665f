import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const checks = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.md} ${vars.space.xl}`,
  margin: 0,
  alignItems: 'baseline',
});

export const term = style({
  color: vars.color.textSubtle,
  fontWeight: vars.font.weight.medium,
});

export const detail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The page's width in the bare layout's centred column. */
export const page = style({
  width: '100%',
  maxWidth: '720px',
});
