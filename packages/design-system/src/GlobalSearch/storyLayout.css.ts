import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The header's title area on a wide screen: the search takes its full 700 px. */
export const searchStory = style({
  display: 'grid',
  gap: vars.space.md,
  width: vars.layout.searchMaxWidth,
  maxWidth: '100%',
});
