import { style } from '@vanilla-extract/css';

/** Without a start slot the end slot still sits at the end of the row. */
export const toolbarEnd = style({
  selectors: { '&:only-child': { marginInlineStart: 'auto' } },
});
