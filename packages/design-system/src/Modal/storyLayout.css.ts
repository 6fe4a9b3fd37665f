import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Stories only: a column wide enough for the largest modal, so each size shows its width. */
export const modalPreview = style({
  display: 'grid',
  gap: vars.space.lg,
  width: 820,
});
