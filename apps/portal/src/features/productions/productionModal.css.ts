import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The workflows as a list of rows, each divided from the next by a subtle rule. */
export const workflows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const workflow = style({
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** A fact of the production: its name above, its value (and its action) below. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  alignItems: 'baseline',
});

export const factName = style({ color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

/** A run-check's result under the tracker form. */
export const checkResult = style({ margin: 0 });
