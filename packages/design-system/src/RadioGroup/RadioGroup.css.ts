import { style } from '@vanilla-extract/css';
import { controlLineHeight, controlSize } from '../Field/Choice.css.ts';
import { vars } from '../theme/vars.css.ts';

export { type ChoiceVariants as RadioVariants, choice as radio } from '../Field/Choice.css.ts';

export const radioCircle = style({
  flexShrink: 0,
  width: controlSize,
  height: controlSize,
  marginBlockStart: `calc((${controlLineHeight} - ${controlSize}) / 2)`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transition: ['border-color', 'border-width']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    // A thick accent ring around the white centre: the selected dot.
    '[data-selected] > &': {
      borderColor: vars.color.accent,
      borderWidth: `calc(${controlSize} * 0.3)`,
    },
    '[data-selected][data-hovered] > &': { borderColor: vars.color.accentHover },
    '[data-focus-visible] > &': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '[data-invalid] > &, [data-invalid][data-selected] > &': { borderColor: vars.color.critical },
    '[data-readonly][data-selected] > &': { borderColor: vars.color.textSubtle },
    '[data-disabled] > &, [data-disabled][data-selected] > &': {
      backgroundColor: vars.color.surfaceDisabled,
      borderColor: vars.color.border,
    },
    '[data-disabled][data-selected] > &': { borderColor: vars.color.textDisabled },
  },
});
