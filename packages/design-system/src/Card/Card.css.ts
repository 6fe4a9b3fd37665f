import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    // Borders over shadows: a card does not float.
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    padding: {
      none: {},
      sm: { padding: vars.space.md, gap: vars.space.sm },
      md: { padding: vars.space.lg, gap: vars.space.md },
      lg: { padding: vars.space.xl, gap: vars.space.lg },
    },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const cardHeader = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minWidth: 0,
  },
  variants: {
    padding: {
      // The body fills the card (a table, a list), but the title keeps its breathing room.
      none: { padding: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` },
      sm: {},
      md: {},
      lg: {},
    },
  },
  defaultVariants: { padding: 'md' },
});

export const cardHeading = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const cardDescription = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const cardActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const cardBody = style({ minWidth: 0 });
