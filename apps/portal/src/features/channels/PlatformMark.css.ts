import { style } from '@vanilla-extract/css';

export const platformMark = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  fill: 'currentColor',
  verticalAlign: 'middle',
});
