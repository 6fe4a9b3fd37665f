import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const width = createVar();
const offscreen = createVar();

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` } });
const slideOut = keyframes({ to: { transform: `translateX(${offscreen})` } });

/** The backdrop behind the sheet, below modals (z-index layer `drawer`). */
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.out}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
});

/** A full-height sheet along one side of the viewport. */
export const drawer = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width,
    // Always leaves a strip of the page visible, to click and close.
    maxWidth: `calc(100vw - ${vars.space.xxxl})`,
    height: 'var(--visual-viewport-height, 100vh)',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.modal,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
      },
      '&[data-exiting]': {
        animation: `${slideOut} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
    },
  },
  variants: {
    /** The side it slides in from. */
    placement: {
      left: {
        left: 0,
        borderRight: `1px solid ${vars.color.border}`,
        vars: { [offscreen]: '-100%' },
      },
      right: {
        right: 0,
        borderLeft: `1px solid ${vars.color.border}`,
        vars: { [offscreen]: '100%' },
      },
    },
    /** `nav` is the side navigation's width (192 px); sm 320 px, md 480 px, lg 640 px. */
    size: {
      nav: { vars: { [width]: vars.layout.sideNavWidth } },
      sm: { vars: { [width]: '320px' } },
      md: { vars: { [width]: '480px' } },
      lg: { vars: { [width]: '640px' } },
    },
  },
  defaultVariants: { placement: 'left', size: 'sm' },
});

export type DrawerVariants = NonNullable<RecipeVariants<typeof drawer>>;
