import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/vars.css.ts';

export const example = style({
  padding: vars.space.xl,
  margin: `${vars.space.lg} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
