import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const dotColor = createVar();

/** Each tone: its soft background, its text colour (AA on it) and its solid dot. */
function tone(background: string, text: string, dot: string) {
  return { backgroundColor: background, color: text, vars: { [dotColor]: dot } };
}

export const statusBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      positive: tone(vars.color.positiveSoft, vars.color.positiveText, vars.color.positive),
      warning: tone(vars.color.warningSoft, vars.color.warningText, vars.color.warning),
      critical: tone(vars.color.criticalSoft, vars.color.criticalText, vars.color.critical),
      info: tone(vars.color.infoSoft, vars.color.infoText, vars.color.info),
      neutral: tone(vars.color.neutralSoft, vars.color.neutralText, vars.color.neutral),
      accent: tone(vars.color.accentSoft, vars.color.accentText, vars.color.accent),
    },
    size: {
      sm: {
        height: 20,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.xs,
        lineHeight: vars.font.lineHeight.xs,
      },
      md: {
        height: 24,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type StatusBadgeVariants = NonNullable<RecipeVariants<typeof statusBadge>>;

export const statusDot = style({
  width: 6,
  height: 6,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: dotColor,
});

export const statusLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
