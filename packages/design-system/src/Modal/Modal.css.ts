import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaBelow } from '../theme/media.ts';
import { vars } from '../theme/vars.css.ts';

const maxWidth = createVar();

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });
const sink = keyframes({ to: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

/** The backdrop: covers the viewport, centres the modal, dims the page behind it. */
export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.out}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
  },
  '@media': {
    // Below sm the modal is a full-screen sheet.
    [mediaBelow.sm]: { padding: 0, alignItems: 'stretch' },
  },
});

/** The modal's surface. Its `Dialog` fills it; a long body scrolls inside. */
export const modal = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth,
    // React Aria measures the visual viewport, which shrinks under a mobile keyboard.
    maxHeight: `calc(var(--visual-viewport-height, 100vh) - ${vars.space.xl} * 2)`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.modal,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': {
        animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
      },
      '&[data-exiting]': {
        animation: `${sink} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
    },
    '@media': {
      [mediaBelow.sm]: {
        maxWidth: 'none',
        height: 'var(--visual-viewport-height, 100vh)',
        maxHeight: 'none',
        border: 'none',
        borderRadius: 0,
      },
    },
  },
  variants: {
    /** Width from sm up: sm 400 px (confirmations), md 560 px (forms), lg 800 px (tables). */
    size: {
      sm: { vars: { [maxWidth]: '400px' } },
      md: { vars: { [maxWidth]: '560px' } },
      lg: { vars: { [maxWidth]: '800px' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
