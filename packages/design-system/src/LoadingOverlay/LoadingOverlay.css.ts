import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The wrapper: the content, with the overlay laid over it; room for the spinner on a first load. */
export const loadingOverlayRoot = style({
  position: 'relative',
  selectors: { '&[data-loading]': { minHeight: 120 } },
});

export const loadingOverlay = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    color: vars.color.textSubtle,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    animation: `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
  },
  variants: {
    /** Over its parent (a page's content area), or over the whole window. */
    placement: {
      contained: { position: 'absolute', inset: 0, zIndex: vars.zIndex.sticky },
      fullScreen: { position: 'fixed', inset: 0, zIndex: vars.zIndex.modal },
    },
    /**
     * `opaque` hides what is underneath (the first load: nothing worth seeing yet);
     * `translucent` dims it (reloading what is already shown).
     */
    backdrop: {
      opaque: { backgroundColor: vars.color.background },
      translucent: {
        backgroundColor: `color-mix(in srgb, ${vars.color.background} 80%, transparent)`,
      },
    },
  },
  defaultVariants: { placement: 'contained', backdrop: 'opaque' },
});

export type LoadingOverlayVariants = NonNullable<RecipeVariants<typeof loadingOverlay>>;
