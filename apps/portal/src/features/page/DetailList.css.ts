import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

/** A dt/dd pair's wrapper that leaves the pair in the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textSubtle });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
