import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const accountMenu = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Holds the avatar and the button laid over it. */
export const accountMenuAvatar = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space.xxs,
});

/** The round button over the avatar: it tints on hover and draws the focus ring around it. */
export const accountMenuTrigger = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'none',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered], &[data-pressed]': {
        backgroundColor: vars.color.surfaceHover,
        opacity: 0.5,
      },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
    },
  },
  variants: {
    /** While impersonating the avatar draws its own red ring; hover tints it critical too. */
    isImpersonating: {
      true: {
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            backgroundColor: vars.color.criticalSoft,
            opacity: 0.5,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { isImpersonating: false },
});

export type AccountMenuVariants = NonNullable<RecipeVariants<typeof accountMenuTrigger>>;

/** 'Impersonate on', in the critical text colour and always as words. */
export const accountMenuImpersonation = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.criticalText,
  whiteSpace: 'nowrap',
});
