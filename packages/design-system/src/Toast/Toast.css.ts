import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const enter = keyframes({ from: { opacity: 0, transform: 'translateX(16px)' } });

/** Top right, above everything but tooltips; newest first. */
export const toastRegion = style({
  position: 'fixed',
  top: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 360,
  maxWidth: `calc(100vw - ${vars.space.lg} * 2)`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xs,
      borderRadius: vars.radius.lg,
    },
  },
});

export const toast = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    // The tone's colour runs down the leading edge; the icon and title say the rest.
    borderInlineStart: '3px solid',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    animation: `${enter} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    tone: {
      neutral: { borderInlineStartColor: vars.color.neutral },
      success: { borderInlineStartColor: vars.color.positive },
      error: { borderInlineStartColor: vars.color.critical },
      warning: { borderInlineStartColor: vars.color.warning },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const toastIcon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, paddingTop: 2 },
  variants: {
    tone: {
      neutral: { color: vars.color.neutralText },
      success: { color: vars.color.positiveText },
      error: { color: vars.color.criticalText },
      warning: { color: vars.color.warningText },
      info: { color: vars.color.infoText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

globalStyle(`${toastIcon.classNames.base} > svg`, { width: 16, height: 16 });

export const toastContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const toastTitle = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.medium,
});

export const toastDescription = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textSubtle,
});

export const toastActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  // Aligns the 28 px buttons with the 20 px first line.
  marginBlock: `calc(${vars.space.xs} * -1)`,
});
