import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const transition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

// React Aria's states arrive as data attributes; NativeButton's plain <button data-native> gets the
// same looks from CSS states.
const hovered = '&[data-hovered], &[data-native]:hover:enabled';
const pressed = '&[data-pressed], &[data-native]:active:enabled';
const focusVisible = '&[data-focus-visible], &[data-native]:focus-visible';
const disabled = '&[data-disabled], &[data-native]:disabled';

/** Shared by Button, IconButton, LinkButton and NativeButton. */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      [focusVisible]: {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      [disabled]: {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surfaceDisabled,
        borderColor: 'transparent',
        color: vars.color.textDisabled,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      /** The one main action of a view. */
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          [hovered]: { backgroundColor: vars.color.accentHover },
          [pressed]: { backgroundColor: vars.color.accentPressed },
        },
      },
      /** Every other action. */
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          [hovered]: { backgroundColor: vars.color.surfaceHover },
          [pressed]: { backgroundColor: vars.color.surfacePressed },
        },
      },
      /** Low-emphasis actions in toolbars and table rows. */
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          [hovered]: { backgroundColor: vars.color.surfaceHover },
          [pressed]: { backgroundColor: vars.color.surfacePressed },
          [disabled]: { backgroundColor: 'transparent' },
        },
      },
      /** Destructive actions: delete, remove, revoke. */
      critical: {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          [hovered]: { backgroundColor: vars.color.criticalHover },
          [pressed]: { backgroundColor: vars.color.criticalPressed },
        },
      },
    },
    size: {
      sm: {
        height: vars.control.sm,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        height: vars.control.md,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
      lg: {
        height: vars.control.lg,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
    },
    /** Square, for a lone icon (IconButton). */
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label and icons; kept in place (and in the accessible name) but hidden while pending. */
export const buttonContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '[data-pending] > &': { opacity: 0 },
  },
});

export const buttonSpinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
});

// Icons passed as `icon` or children are 16 px whatever their own size prop says.
globalStyle(`${buttonContent} > svg`, { width: 16, height: 16, flexShrink: 0 });
