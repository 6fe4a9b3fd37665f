import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../theme/media.ts';
import { vars } from '../theme/vars.css.ts';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 20, height: 20 },
      lg: { width: 32, height: 32 },
    },
    tone: {
      accent: { color: vars.color.accent },
      neutral: { color: vars.color.textSubtle },
      /** The text colour around it, e.g. white inside a primary button. */
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const spinnerGraphic = style({
  width: '100%',
  height: '100%',
  animation: `${rotate} 800ms linear infinite`,
  '@media': {
    // A spinner is the only sign that work goes on, so it keeps turning, but slowly.
    [reducedMotion]: { animationDuration: '2400ms' },
  },
});

export const spinnerTrack = style({ opacity: 0.25 });
