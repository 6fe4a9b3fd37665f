import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../theme/media.ts';
import { vars } from '../theme/vars.css.ts';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const progressBar = recipe({
  base: { display: 'grid', gap: vars.space.xs, minWidth: 0 },
  variants: {
    variant: {
      /** A labelled bar with its value: an upload, an import, a quota. */
      default: { width: '100%' },
      /** The thin accent bar of a page navigation; its label is for screen readers only. */
      navigation: { gap: 0 },
    },
    /** `top` pins the navigation bar to the top of the window, above the header. */
    placement: {
      inline: {},
      top: {
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: `calc(${vars.zIndex.header} + 1)`,
      },
    },
  },
  defaultVariants: { variant: 'default', placement: 'inline' },
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof progressBar>>;

export const progressHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const progressLabel = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const progressValue = style({
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const progressTrack = recipe({
  base: { position: 'relative', overflow: 'hidden', borderRadius: vars.radius.full },
  variants: {
    variant: {
      default: { height: 6, backgroundColor: vars.color.surfacePressed },
      // The navigation bar has no visible track: only the moving accent.
      navigation: { height: 2, backgroundColor: 'transparent', borderRadius: 0 },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const progressIndicator = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: 'inherit',
    backgroundColor: vars.color.accent,
  },
  variants: {
    isIndeterminate: {
      // The width comes inline from React Aria's percentage.
      false: {
        transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.out}`,
      },
      true: {
        width: '40%',
        animation: `${slide} 1200ms ${vars.motion.easing.standard} infinite`,
        // Like the Spinner, it is the only sign that work goes on: slower, but still moving.
        '@media': { [reducedMotion]: { animationDuration: '3600ms' } },
      },
    },
  },
  defaultVariants: { isIndeterminate: false },
});
