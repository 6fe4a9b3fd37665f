import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** Shared by EmptyState and ErrorState: icon, one sentence of what happened, one of what to do. */
export const stateMessage = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: 420,
  },
  variants: {
    size: {
      /** Inside a table, a card or a side panel. */
      sm: { gap: vars.space.xs, paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
      /** A whole page or a large panel. */
      md: { gap: vars.space.sm, paddingBlock: vars.space.xxxl, paddingInline: vars.space.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type StateMessageVariants = NonNullable<RecipeVariants<typeof stateMessage>>;

/** The icon's tinted circle: neutral for empty, critical for errors. */
export const stateIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    marginBlockEnd: vars.space.xs,
  },
  variants: {
    size: {
      sm: { width: 32, height: 32 },
      md: { width: 40, height: 40 },
    },
    tone: {
      neutral: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralText },
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.criticalText },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export type StateIconVariants = NonNullable<RecipeVariants<typeof stateIcon>>;

export const stateTitle = recipe({
  base: { margin: 0, color: vars.color.text, fontWeight: vars.font.weight.semibold },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
      md: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const stateDescription = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

export const stateAction = style({ marginBlockStart: vars.space.sm });

globalStyle(`${stateIcon.classNames.base} > svg`, { width: '50%', height: '50%' });
