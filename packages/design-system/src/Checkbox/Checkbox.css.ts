import { globalStyle, style } from '@vanilla-extract/css';
import { controlLineHeight, controlSize } from '../Field/Choice.css.ts';
import { vars } from '../theme/vars.css.ts';

export {
  type ChoiceVariants as CheckboxVariants,
  choice as checkbox,
} from '../Field/Choice.css.ts';

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: controlSize,
  height: controlSize,
  marginBlockStart: `calc((${controlLineHeight} - ${controlSize}) / 2)`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onAccent,
  transition: ['background-color', 'border-color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '[data-hovered] > &, [data-native]:hover > &': { borderColor: vars.color.text },
    '[data-selected] > &, [data-indeterminate] > &': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '[data-selected][data-hovered] > &, [data-indeterminate][data-hovered] > &, [data-native][data-selected]:hover > &':
      {
        backgroundColor: vars.color.accentHover,
        borderColor: vars.color.accentHover,
      },
    '[data-pressed] > &': { transform: 'scale(0.94)' },
    '[data-focus-visible] > &, [data-native]:has(:focus-visible) > &': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '[data-invalid] > &': { borderColor: vars.color.critical },
    '[data-invalid][data-selected] > &, [data-invalid][data-indeterminate] > &': {
      backgroundColor: vars.color.critical,
    },
    '[data-readonly][data-selected] > &, [data-readonly][data-indeterminate] > &': {
      backgroundColor: vars.color.textSubtle,
      borderColor: vars.color.textSubtle,
    },
    '[data-disabled] > &, [data-disabled][data-selected] > &, [data-disabled][data-indeterminate] > &':
      {
        backgroundColor: vars.color.surfaceDisabled,
        borderColor: vars.color.border,
        color: vars.color.textDisabled,
      },
  },
});

globalStyle(`${checkboxBox} > svg`, { width: '100%', height: '100%', strokeWidth: 3 });
