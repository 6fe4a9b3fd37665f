import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The message and, after a failed confirmation, the error under it. */
export const confirmDialogBody = style({
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.textSubtle,
});

/** The icon before the title; a destructive confirmation shows a warning in the critical colour. */
export const confirmDialogIcon = recipe({
  base: {
    display: 'inline-flex',
    verticalAlign: 'text-bottom',
    marginInlineEnd: vars.space.sm,
  },
  variants: {
    tone: {
      default: { color: vars.color.accentText },
      critical: { color: vars.color.criticalText },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type ConfirmDialogVariants = NonNullable<RecipeVariants<typeof confirmDialogIcon>>;

globalStyle(`${confirmDialogIcon.classNames.base} > svg`, { width: 20, height: 20 });

export const confirmDialogError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

globalStyle(`${confirmDialogError} > svg`, {
  width: 16,
  height: 16,
  flexShrink: 0,
  marginTop: 1,
});
