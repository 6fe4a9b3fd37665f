import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * Stories only: a box that holds a drawer in place of the viewport. A transformed element is the
 * containing block of its fixed descendants, and the drawer's height comes from React Aria's
 * viewport variable.
 */
export const drawerPreview = style({
  position: 'relative',
  transform: 'translateZ(0)',
  overflow: 'hidden',
  width: 360,
  height: 280,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  vars: { '--visual-viewport-height': '280px' },
});
