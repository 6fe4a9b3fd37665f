import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** A native checkbox restyled: a 16 px box, the accent with a check or a dash when on. */
export const checkbox = style({
  appearance: 'none',
  display: 'grid',
  placeContent: 'center',
  flexShrink: 0,
  width: 16,
  height: 16,
  margin: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '::before': {
    content: '""',
    width: 10,
    height: 10,
    backgroundColor: vars.color.onAccent,
    transform: 'scale(0)',
  },
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:checked, &:indeterminate': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accent,
    },
    '&:checked::before': {
      transform: 'scale(1)',
      // A check mark.
      clipPath: 'polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%)',
    },
    '&:indeterminate::before': {
      transform: 'scale(1)',
      clipPath: 'inset(40% 0 40% 0)',
    },
    '&:disabled': {
      cursor: 'not-allowed',
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceDisabled,
    },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
