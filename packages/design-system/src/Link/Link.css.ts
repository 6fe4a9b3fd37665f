import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const link = recipe({
  base: {
    display: 'inline',
    color: vars.color.accentText,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textDecorationThickness: '1px',
    textUnderlineOffset: '2px',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible], &[data-native]:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': {
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      /** Inside a sentence: always underlined, so it is not told apart by colour alone. */
      inline: {
        textDecoration: 'underline',
        selectors: { '&[data-hovered], &[data-native]:hover': { color: vars.color.accentHover } },
      },
      /** On its own line or in a list ("View all"): underlined on hover. */
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.font.weight.medium,
        selectors: { '&[data-hovered], &[data-native]:hover': { textDecoration: 'underline' } },
      },
      /** A name in a table cell: the cell's colour, underlined on hover. */
      subtle: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&[data-hovered], &[data-native]:hover': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.05em',
});

globalStyle(`${externalIcon} *`, { vectorEffect: 'non-scaling-stroke' });
