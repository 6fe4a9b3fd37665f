import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** A navigation column as the shell gives it: 192 px wide, a fixed height. */
export const sideNavStory = style({
  display: 'flex',
  width: vars.layout.sideNavWidth,
  height: 480,
  border: `1px solid ${vars.color.border}`,
});
