import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export { factName, facts, factValue } from '../page/facts.css.ts';

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
