import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// Page parts and form layouts every app draws alike.
export { form, formActions } from '../../../features/forms/form.css.ts';
export { controls, subtle } from '../../../features/page/page.css.ts';

export const tags = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
  overflow: 'hidden',
});
