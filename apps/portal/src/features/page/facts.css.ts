import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A record's facts in a modal: each name beside its value (a `<dl>`). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  alignItems: 'baseline',
});

export const factName = style({ color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
