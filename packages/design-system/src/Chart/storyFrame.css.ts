import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';

/**
 * Stories only: a fixed-width box for components that take their container's width (charts, the
 * calendar), since the story frame shrinks to fit its content. Sprinkles have no pixel widths.
 */
export const storyFrame = recipe({
  base: { maxWidth: '100%' },
  variants: {
    width: {
      xs: { width: 160 },
      sm: { width: 360 },
      md: { width: 640 },
      lg: { width: 960 },
    },
  },
  defaultVariants: { width: 'md' },
});

export type StoryFrameVariants = NonNullable<RecipeVariants<typeof storyFrame>>;
