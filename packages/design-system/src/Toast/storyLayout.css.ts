import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Stories only: the toast list in place, as the region lays it out but not fixed to the page. */
export const toastPreview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 360,
  margin: 0,
  padding: 0,
});
