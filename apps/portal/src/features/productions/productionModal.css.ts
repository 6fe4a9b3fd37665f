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

export { factName, facts, factValue } from '../page/facts.css.ts';

/** A run-check's result under the tracker form. */
export const checkResult = style({ margin: 0 });
