import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A fact of the event: its name, then its value. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  alignItems: 'baseline',
});

export const factName = style({ color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.sm });

/** The brands mentioned, each divided from the next by a subtle rule. */
export const mentions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const mention = style({
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
