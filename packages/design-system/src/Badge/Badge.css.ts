import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    /** A number, or a dot that only says "something new". */
    variant: {
      count: {},
      dot: { padding: 0 },
    },
    tone: {
      /** Notifications: the one accent. */
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      /** Errors and overdue items. */
      critical: { backgroundColor: vars.color.critical, color: vars.color.onCritical },
      /** Plain counts beside a label ("Brands 12"). */
      neutral: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralText },
    },
    size: {
      sm: {
        minWidth: 16,
        height: 16,
        paddingInline: vars.space.xs,
        fontSize: vars.font.size.xs,
        lineHeight: '16px',
      },
      md: {
        minWidth: 20,
        height: 20,
        paddingInline: vars.space.xs,
        fontSize: vars.font.size.xs,
        lineHeight: vars.font.lineHeight.xs,
      },
    },
  },
  compoundVariants: [
    { variants: { variant: 'dot', size: 'sm' }, style: { minWidth: 8, width: 8, height: 8 } },
    { variants: { variant: 'dot', size: 'md' }, style: { minWidth: 10, width: 10, height: 10 } },
    // The soft neutral would vanish as a dot: it takes the solid neutral (3:1 on surfaces).
    {
      variants: { variant: 'dot', tone: 'neutral' },
      style: { backgroundColor: vars.color.neutral },
    },
  ],
  defaultVariants: { variant: 'count', tone: 'accent', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
